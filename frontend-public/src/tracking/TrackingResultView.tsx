import { useTranslation } from 'react-i18next';
import { formatDateTime, fromUnixSeconds } from './format-date';
import { ShipmentDetails } from './ShipmentDetails';
import { StatusBadge } from './StatusBadge';
import { TrackingEvents } from './TrackingEvents';
import type { TrackingResult } from './tracking-status';

export interface TrackingResultViewProps {
  result: TrackingResult;
  onRetrack: () => void;
}

/** A shipment the carriers know: its status, the latest event, the details and every event. */
export function TrackingResultView({ result, onRetrack }: TrackingResultViewProps) {
  const { t } = useTranslation();
  const [latest] = result.records;
  return (
    <div className="pp-result" data-testid="tracking-result">
      <section className="pp-card pp-status-card" aria-label={t('track.statusLabel')}>
        <div className="pp-status-card__top">
          <StatusBadge status={result.status} size="large" />
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
              {[formatDateTime(fromUnixSeconds(latest.EventDate)), latest._LocationText].filter(Boolean).join(' · ')}
            </span>
          </p>
        )}
        <div className="pp-status-card__footer">
          {result.lastCheckedAt && (
            <span className="pp-muted">
              {t('track.lastChecked', { date: formatDateTime(new Date(result.lastCheckedAt)) })}
            </span>
          )}
          <button type="button" className="pp-link-button" onClick={onRetrack}>
            {t('track.retrack')}
          </button>
        </div>
      </section>
      <ShipmentDetails result={result} />
      <TrackingEvents records={result.records} />
    </div>
  );
}
