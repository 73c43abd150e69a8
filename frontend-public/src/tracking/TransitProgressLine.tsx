import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';
import { useRemoteData } from '../data/use-remote-data';
import { formatShare } from '../stats/route-figures';
import { carrierRoutePath } from '../stats/shipping-time-paths';
import { getTransitProgress } from '../stats/stats-api';
import type { TrackingResult } from './tracking-status';
import { useLanguage } from '../i18n/use-language';
import { localCountryName } from '../directory/countries-api';

export interface TransitProgressLineProps {
  result: TrackingResult;
}

/** Statuses of a parcel still on its way, for which "delivered by day N" is news. */
const UNDER_WAY = new Set<TrackingResult['status']>(['in transit', 'out for delivery']);

/** What the line needs: a parcel under way, its route, its carrier and its days in transit; else null. */
function transitOf(result: TrackingResult) {
  const [carrier] = result.foundIn;
  const origin = result.origin.countryISO;
  const destination = result.destination.countryISO;
  if (!UNDER_WAY.has(result.status) || !carrier || !origin || !destination || result.daysInTransit === null)
    return null;
  return { carrier, origin, destination, day: Math.max(0, Math.floor(result.daysInTransit)) };
}

/**
 * "Day N in transit: X% of parcels from A to B with C were delivered by day N", from the route statistics; nothing
 * while it loads, when it fails, or when the route has too few parcels to say.
 */
export function TransitProgressLine({ result }: TransitProgressLineProps) {
  const language = useLanguage();
  const transit = transitOf(result);
  if (!transit) return null;
  return (
    <TransitProgressFigure
      {...transit}
      originName={localCountryName(language, transit.origin, result.origin.countryName || transit.origin)}
      destinationName={localCountryName(
        language,
        transit.destination,
        result.destination.countryName || transit.destination,
      )}
    />
  );
}

interface TransitProgressFigureProps {
  carrier: TrackingResult['foundIn'][number];
  origin: string;
  destination: string;
  originName: string;
  destinationName: string;
  day: number;
}

function TransitProgressFigure({
  carrier,
  origin,
  destination,
  originName,
  destinationName,
  day,
}: TransitProgressFigureProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { state } = useRemoteData(
    `/api/stats/routes/${origin}/${destination}/${carrier.code}/progress?day=${day}`,
    (signal) => getTransitProgress(carrier.code, origin, destination, day, signal),
  );
  if (state.status !== 'ready' || !state.data.enough_data || state.data.share === null) return null;
  return (
    <p className="pp-transit-progress" data-testid="transit-progress">
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
        <path d="M3 16V9M8 16V5M13 16v-4M18 16V2" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span>
        {t('track.transitProgress', {
          day,
          share: formatShare(state.data.share, language),
          from: originName,
          to: destinationName,
          carrier: carrier.name,
        })}{' '}
        <Link to={carrierRoutePath(carrier.code, origin, destination)}>{t('track.transitProgressLink')}</Link>
      </span>
    </p>
  );
}
