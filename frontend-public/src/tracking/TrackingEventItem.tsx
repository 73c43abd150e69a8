import type { ReactNode } from 'react';
import { formatDateTime, fromUnixSeconds } from './format-date';
import { statusSlug, type TrackingResult } from './tracking-status';
import { useLanguage } from '../i18n/use-language';

export interface TrackingEventItemProps {
  record: TrackingResult['records'][number];
  /** Marks the event with more than its carrier's name (the leg of a handed-over shipment). */
  carrierLabel?: ReactNode;
}

/** One event of a shipment's timeline. */
export function TrackingEventItem({ record, carrierLabel }: TrackingEventItemProps) {
  const language = useLanguage();
  const date = fromUnixSeconds(record.EventDate);
  return (
    <li className={`pp-timeline__item pp-timeline__item--${statusSlug(record.status)}`}>
      <time className="pp-timeline__date" dateTime={date.toISOString()}>
        {formatDateTime(date, language)}
      </time>
      <p className="pp-timeline__event">{record.Event}</p>
      {record.EventDescription && <p className="pp-timeline__description">{record.EventDescription}</p>}
      <p className="pp-timeline__meta">
        {record._LocationText && <span>{record._LocationText}</span>}
        {carrierLabel ?? (record.carrier && <span>{record.carrier}</span>)}
      </p>
    </li>
  );
}
