import { useTranslation } from '../i18n/use-translation';
import { TrackingEventItem } from './TrackingEventItem';
import type { TrackingResult } from './tracking-status';

export interface TrackingEventsProps {
  records: TrackingResult['records'];
}

/** The shipment's events, newest first, as a timeline. */
export function TrackingEvents({ records }: TrackingEventsProps) {
  const { t } = useTranslation();
  return (
    <section className="pp-card" aria-labelledby="pp-events-title">
      <h2 id="pp-events-title" className="pp-card__title">
        {t('events.title')}
      </h2>
      {records.length === 0 ? (
        <p className="pp-muted">{t('events.empty')}</p>
      ) : (
        <ol className="pp-timeline" data-testid="tracking-events">
          {records.map((record, index) => (
            <TrackingEventItem key={`${record.EventDate}-${index}`} record={record} />
          ))}
        </ol>
      )}
    </section>
  );
}
