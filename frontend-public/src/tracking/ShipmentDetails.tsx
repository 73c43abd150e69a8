import type { Language } from '@parcelpilot/languages';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';
import { formatDeliveryDate, fromUnixSeconds } from './format-date';
import { trackingPath } from './tracking-code';
import type { TrackingResult } from './tracking-status';
import { useLanguage } from '../i18n/use-language';
import { localCountryName } from '../directory/countries-api';

export interface ShipmentDetailsProps {
  result: TrackingResult;
}

type Place = TrackingResult['origin'];

function placeText(place: Place, language: Language): string {
  const country = place.countryISO
    ? localCountryName(language, place.countryISO, place.countryName || place.countryISO)
    : place.countryName;
  return [place.city, place.state, country].filter(Boolean).join(', ');
}

/** Route, parties, weight, timing and carriers: whichever the carriers told. */
export function ShipmentDetails({ result }: ShipmentDetailsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { shipmentInfo: info } = result;
  const { min, max } = info.estimatedDelivery;
  const deliveryWindow =
    min !== null && max !== null && min !== max
      ? t('details.window', {
          from: formatDeliveryDate(fromUnixSeconds(min), language),
          to: formatDeliveryDate(fromUnixSeconds(max), language),
        })
      : min !== null || max !== null
        ? formatDeliveryDate(fromUnixSeconds((min ?? max) as number), language)
        : null;

  const rows: { label: string; value: ReactNode; testId: string }[] = [];
  const add = (label: string, value: ReactNode, testId: string) => {
    if (value !== null && value !== '' && value !== undefined) rows.push({ label, value, testId });
  };
  add(t('details.origin'), placeText(result.origin, language), 'origin');
  add(t('details.destination'), placeText(result.destination, language), 'destination');
  add(t('details.sender'), info.sender, 'sender');
  add(t('details.recipient'), info.recipient, 'recipient');
  add(t('details.service'), info.serviceType, 'service');
  add(
    t('details.weight'),
    result.weight !== null ? t('details.weightValue', { weight: result.weight, unit: result.weightUnit }) : null,
    'weight',
  );
  add(
    t('details.daysInTransit'),
    result.daysInTransit !== null ? t('details.days', { count: result.daysInTransit }) : null,
    'days-in-transit',
  );
  add(t('details.estimatedDelivery'), deliveryWindow, 'estimated-delivery');
  add(
    t('details.predictedDelivery'),
    info.predictedDeliveryDate ? formatDeliveryDate(new Date(info.predictedDeliveryDate), language) : null,
    'predicted-delivery',
  );
  add(
    t('details.extraCarrier'),
    info.extraCarrier ? (
      <>
        {info.extraCarrier.companyName ?? info.extraCarrier.companyCode}{' '}
        <Link to={trackingPath(info.extraCarrier.trackingNumber)}>{info.extraCarrier.trackingNumber}</Link>
      </>
    ) : null,
    'extra-carrier',
  );
  add(
    t('details.foundIn'),
    result.foundIn.length > 0 ? (
      <span className="pp-inline-list">
        {result.foundIn.map((carrier) => (
          <Link key={carrier.code} to={`/couriers/${encodeURIComponent(carrier.code)}`}>
            {carrier.name}
          </Link>
        ))}
      </span>
    ) : null,
    'found-in',
  );

  if (rows.length === 0) return null;
  return (
    <section className="pp-card" aria-labelledby="pp-details-title">
      <h2 id="pp-details-title" className="pp-card__title">
        {t('details.title')}
      </h2>
      <dl className="pp-details">
        {rows.map((row) => (
          <div key={row.testId} className="pp-details__row" data-testid={`detail-${row.testId}`}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
