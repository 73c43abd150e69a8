import { Fragment } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';
import { trackingPath } from './tracking-code';
import { TrackingEventItem } from './TrackingEventItem';
import type { TrackingResult } from './tracking-status';

type HandOff = NonNullable<TrackingResult['handOff']>;
type Leg = HandOff['first'];
type LegName = NonNullable<TrackingResult['records'][number]['leg']>;

export interface HandOffTimelineProps {
  records: TrackingResult['records'];
  handOff: HandOff;
}

/**
 * A shipment one carrier handed to another for the last mile: both legs with their numbers, each linked to its own
 * tracking page and to its carrier's page, then one timeline in which every event says whose leg it is on and the
 * hand-over is marked where the carriers changed.
 */
export function HandOffTimeline({ records, handOff }: HandOffTimelineProps) {
  const { t } = useTranslation();
  const legs: Array<{ name: LegName; leg: Leg; label: string }> = [
    { name: 'first', leg: handOff.first, label: t('handOff.firstLeg') },
    { name: 'last-mile', leg: handOff.lastMile, label: t('handOff.lastMile') },
  ];
  const labelOf = (name: LegName) => (name === 'last-mile' ? t('handOff.lastMile') : t('handOff.firstLeg'));
  return (
    <section className="pp-card" aria-labelledby="pp-events-title" data-testid="hand-off">
      <h2 id="pp-events-title" className="pp-card__title">
        {t('events.title')}
      </h2>
      <p className="pp-hand-off__summary">
        {t('handOff.explanation', { first: handOff.first.carrierName, lastMile: handOff.lastMile.carrierName })}
      </p>
      <ol className="pp-hand-off__legs">
        {legs.map(({ name, leg, label }) => (
          <li key={name} className={`pp-hand-off__leg pp-hand-off__leg--${name}`} data-testid={`hand-off-leg-${name}`}>
            <span className="pp-hand-off__leg-label">{label}</span>
            <span className="pp-hand-off__carrier">
              {leg.carrierCode ? (
                <Link to={`/couriers/${encodeURIComponent(leg.carrierCode)}`}>{leg.carrierName}</Link>
              ) : (
                leg.carrierName
              )}
            </span>
            <Link
              className="pp-hand-off__number"
              to={trackingPath(leg.trackingNumber)}
              aria-label={t('handOff.trackNumber', { number: leg.trackingNumber })}
            >
              {leg.trackingNumber}
            </Link>
            {leg.trackingUrl?.startsWith('https://') && (
              <a
                className="pp-hand-off__website"
                href={leg.trackingUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
              >
                {t('carrierLinks.trackOn', { carrier: leg.carrierName })}
                <span className="pp-visually-hidden"> {t('carrierLinks.newTab')}</span>
              </a>
            )}
          </li>
        ))}
      </ol>
      {records.length === 0 ? (
        <p className="pp-muted">{t('events.empty')}</p>
      ) : (
        <ol className="pp-timeline" data-testid="tracking-events">
          {records.map((record, index) => {
            const leg = record.leg ?? 'first';
            // Newest first: a first-leg event right after a last-mile one is where the parcel changed hands.
            const handedOverHere = index > 0 && leg === 'first' && records[index - 1].leg === 'last-mile';
            return (
              <Fragment key={`${record.EventDate}-${index}`}>
                {handedOverHere && (
                  <li className="pp-timeline__hand-over" data-testid="hand-over">
                    {t('handOff.handedOver', { carrier: handOff.lastMile.carrierName })}
                  </li>
                )}
                <TrackingEventItem
                  record={record}
                  carrierLabel={
                    <span className={`pp-leg-badge pp-leg-badge--${leg}`} data-leg={leg}>
                      <span className="pp-visually-hidden">{labelOf(leg)}: </span>
                      {record.carrier || (leg === 'last-mile' ? handOff.lastMile : handOff.first).carrierName}
                    </span>
                  }
                />
              </Fragment>
            );
          })}
        </ol>
      )}
    </section>
  );
}
