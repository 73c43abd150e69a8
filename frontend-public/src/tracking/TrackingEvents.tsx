import { useTranslation } from 'react-i18next';
import { formatDateTime, fromUnixSeconds } from './format-date';
import { statusSlug, type TrackingResult } from './tracking-status';
import { useLanguage } from '../i18n/use-language';

export interface TrackingEventsProps {
  records: TrackingResult['records'];
}

/** The shipment's events, newest first, as a timeline. */
export function TrackingEvents({ records }: TrackingEventsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className="pp-card" aria-labelledby="pp-events-title">
      <h2 id="pp-events-title" className="pp-card__title">
        {t('events.title')}
      </h2>
      {records.length === 0 ? (
        <p className="pp-muted">{t('events.empty')}</p>
      ) : (
        <ol className="pp-timeline" data-testid="tracking-events">
          {records.map((record, index) => {
            const date = fromUnixSeconds(record.EventDate);
            return (
              <li
                key={`${record.EventDate}-${index}`}
                className={`pp-timeline__item pp-timeline__item--${statusSlug(record.status)}`}
              >
                <time className="pp-timeline__date" dateTime={date.toISOString()}>
                  {formatDateTime(date, language)}
                </time>
                <p className="pp-timeline__event">{record.Event}</p>
                {record.EventDescription && <p className="pp-timeline__description">{record.EventDescription}</p>}
                <p className="pp-timeline__meta">
                  {record._LocationText && <span>{record._LocationText}</span>}
                  {record.carrier && <span>{record.carrier}</span>}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
