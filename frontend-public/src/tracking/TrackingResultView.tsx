import { useTranslation } from '../i18n/use-translation';
import { DeliveryForecast } from './DeliveryForecast';
import { formatDateTime, fromUnixSeconds } from './format-date';
import { HandOffTimeline } from './HandOffTimeline';
import { ShipmentDetails } from './ShipmentDetails';
import { StatusBadge } from './StatusBadge';
import { TrackingEvents } from './TrackingEvents';
import type { TrackingResult } from './tracking-status';
import { TransitProgressLine } from './TransitProgressLine';
import { useLanguage } from '../i18n/use-language';

export interface TrackingResultViewProps {
  result: TrackingResult;
  onRetrack: () => void;
}

/**
 * A shipment the carriers know: its status, the latest event, the details and every event. When the carriers did
 * not answer (status false with stored events), the status is that of the latest stored event.
 */
export function TrackingResultView({ result, onRetrack }: TrackingResultViewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [latest] = result.records;
  const status = result.status === false && latest ? latest.status : result.status;
  return (
    <div className="pp-result" data-testid="tracking-result">
      <section className="pp-card pp-status-card" aria-label={t('track.statusLabel')}>
        <div className="pp-status-card__top">
          <StatusBadge status={status} size="large" />
          {result.isDemo && (
            <span className="pp-demo-label" title={t('track.demoHint')}>
              {t('track.demo')}
            </span>
          )}
        </div>
        {latest && (
          <p className="pp-status-card__latest">
            <span className="pp-status-card__event">{latest.Event}</span>
            <span className="pp-muted">
              {[formatDateTime(fromUnixSeconds(latest.EventDate), language), latest._LocationText]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </p>
        )}
        <TransitProgressLine result={result} />
        <DeliveryForecast result={result} />
        <div className="pp-status-card__footer">
          {result.lastCheckedAt && (
            <span className="pp-muted">
              {t('track.lastChecked', { date: formatDateTime(new Date(result.lastCheckedAt), language) })}
            </span>
          )}
          <button type="button" className="pp-link-button" onClick={onRetrack}>
            {t('track.retrack')}
          </button>
        </div>
      </section>
      <ShipmentDetails result={result} />
      {result.handOff ? (
        <HandOffTimeline records={result.records} handOff={result.handOff} />
      ) : (
        <TrackingEvents records={result.records} />
      )}
    </div>
  );
}
