import { useTranslation } from '../i18n/use-translation';
import { OrderNumberWarning } from './OrderNumberWarning';
import type { Detection } from './tracking-status';

export interface NotConnectedProps {
  /** The carriers the number's format points to. */
  candidates: Detection['candidates'];
  /** Whether events stored from an earlier check are shown below. */
  hasEvents: boolean;
  /** The marketplace whose order-number format the number has, if any. */
  orderMarketplace?: string;
}

/**
 * The number's carriers have no live connection on this site (no API key for them): nobody was asked, so the page
 * says so instead of "no information", and points to the carriers' own pages (CarrierWebsiteLinks).
 */
export function NotConnected({ candidates, hasEvents, orderMarketplace }: NotConnectedProps) {
  const { t } = useTranslation();
  const names = [...new Set(candidates.map((candidate) => candidate.name))];
  const carriers = names.length > 0 ? names.join(', ') : t('notConnected.theCarrier');
  const linked = candidates.some((candidate) => candidate.trackingUrl?.startsWith('https://'));
  return (
    <div className="pp-notice pp-notice--info" role="status" data-testid="not-connected">
      {orderMarketplace && <OrderNumberWarning marketplace={orderMarketplace} />}
      <p className="pp-notice__title">{t('notConnected.title', { carriers })}</p>
      <p>{hasEvents ? t('notConnected.withEvents') : t('notConnected.withoutEvents')}</p>
      <p>{linked ? t('notConnected.followLink') : t('notConnected.noLink')}</p>
    </div>
  );
}
