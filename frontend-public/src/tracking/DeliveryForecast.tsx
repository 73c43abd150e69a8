import { useTranslation } from '../i18n/use-translation';
import { localCountryName } from '../directory/countries-api';
import { useLanguage } from '../i18n/use-language';
import { DemoDataNote } from '../stats/DemoDataNote';
import { formatCount } from '../stats/route-figures';
import { formatDeliveryDate, fromUnixSeconds } from './format-date';
import type { TrackingResult } from './tracking-status';

export interface DeliveryForecastProps {
  result: TrackingResult;
}

/** A YYYY-MM-DD day of the API, written for the page (noon UTC: the same calendar day in every time zone). */
const day = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * "Not delivered by day 9: 80% of such parcels arrive by day 16, 95% by day 23", from the lane's delivery times
 * given the days the parcel has spent in transit (the tracking answer's deliveryForecast), with what it rests on and,
 * when the carrier gives one, the carrier's own estimate beside it. Nothing when the answer has no forecast.
 */
export function DeliveryForecast({ result }: DeliveryForecastProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const forecast = result.deliveryForecast;
  if (!forecast) return null;
  const [window80, window95] = forecast.windows;
  if (!window80 || !window95) return null;
  const from = localCountryName(language, forecast.originIso, result.origin.countryName || forecast.originIso);
  const to = localCountryName(
    language,
    forecast.destinationIso,
    result.destination.countryName || forecast.destinationIso,
  );
  const carrierName = result.foundIn.find((carrier) => carrier.code === forecast.carrier)?.name ?? forecast.carrier;
  const info = result.shipmentInfo;
  const carrierDate = info.predictedDeliveryDate
    ? new Date(info.predictedDeliveryDate)
    : info.estimatedDelivery.max !== null
      ? fromUnixSeconds(info.estimatedDelivery.max)
      : null;
  const basis = {
    count: forecast.basedOn,
    formatted: formatCount(forecast.basedOn, language),
    from,
    to,
    day: forecast.fromDay,
    carrier: carrierName,
  };
  return (
    <div className="pp-forecast" data-testid="delivery-forecast">
      <p className="pp-forecast__title">{t('track.forecastTitle')}</p>
      <p className="pp-forecast__windows" data-testid="delivery-forecast-windows">
        {t('track.forecast', {
          day: forecast.fromDay,
          day80: window80.byDay,
          date80: formatDeliveryDate(day(window80.byDate), language),
          day95: window95.byDay,
          date95: formatDeliveryDate(day(window95.byDate), language),
        })}
      </p>
      {carrierDate && (
        <p className="pp-forecast__carrier" data-testid="delivery-forecast-carrier">
          {t('track.forecastCarrierEstimate', { date: formatDeliveryDate(carrierDate, language) })}
        </p>
      )}
      <p className="pp-forecast__basis pp-muted">
        {forecast.carrier ? t('track.forecastCarrierBasis', basis) : t('track.forecastBasis', basis)}
      </p>
      {forecast.demo && <DemoDataNote />}
    </div>
  );
}
