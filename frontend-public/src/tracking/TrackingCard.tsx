import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';
import { formatDateTime, fromUnixSeconds } from './format-date';
import { StatusBadge } from './StatusBadge';
import { trackingPath } from './tracking-code';
import type { CarrierRef, TrackingResult, TrackingStatus } from './tracking-status';
import { useLanguage } from '../i18n/use-language';

export interface TrackingCardProps {
  code: string;
  /** The visitor's name for it (e.g. Shoes). */
  name?: string;
  /** `loading` while it is being tracked; `error` when tracking it failed. */
  status: TrackingStatus | 'loading' | 'error';
  carriers?: readonly CarrierRef[];
  latestEvent?: TrackingResult['records'][number];
  /** More actions (remove) beside the card's own re-track link. */
  actions?: ReactNode;
  /** More content (the name form) above the actions. */
  children?: ReactNode;
}

/** One tracking number in a list: the saved list and the batch view. */
export function TrackingCard({ code, name, status, carriers = [], latestEvent, actions, children }: TrackingCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article className="pp-card pp-tracking-card" aria-label={name || code} data-testid="tracking-card">
      <div className="pp-tracking-card__body">
        <div className="pp-tracking-card__head">
          <div className="pp-tracking-card__titles">
            {name && <h3 className="pp-tracking-card__name">{name}</h3>}
            <Link className="pp-tracking-card__code" to={trackingPath(code)}>
              {code}
            </Link>
          </div>
          {status === 'loading' ? (
            <span className="pp-skeleton pp-skeleton--badge" aria-label={t('track.loading')} role="img" />
          ) : status === 'error' ? (
            <span className="pp-badge pp-badge--error">{t('batch.failed')}</span>
          ) : (
            <StatusBadge status={status} />
          )}
        </div>
        {status === 'loading' ? (
          <div className="pp-skeleton pp-skeleton--line" />
        ) : (
          <>
            {carriers.length > 0 && (
              <p className="pp-tracking-card__carriers">{carriers.map((carrier) => carrier.name).join(', ')}</p>
            )}
            {latestEvent && (
              <p className="pp-tracking-card__event">
                {latestEvent.Event}
                <span className="pp-muted"> · {formatDateTime(fromUnixSeconds(latestEvent.EventDate), language)}</span>
              </p>
            )}
          </>
        )}
        {children}
      </div>
      <div className="pp-tracking-card__actions">
        <Link className="pp-link-button" to={trackingPath(code)} aria-label={t('card.retrackCode', { code })}>
          {t('card.retrack')}
        </Link>
        {actions}
      </div>
    </article>
  );
}
