import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';
import { NotFoundError } from '../api/api-result';
import { RemoteContent } from '../components/RemoteContent';
import { useRemoteData } from '../data/use-remote-data';
import { CarrierLogo } from '../directory/CarrierLogo';
import { courierPath, getCarrier } from '../directory/carriers-api';
import { findCountry, loadCountriesNamed } from '../directory/countries-api';
import { PageTitle } from '../layout/PageTitle';
import { PageTitleSkeleton } from '../layout/PageTitleSkeleton';
import { DeliveryHistogram } from '../stats/DeliveryHistogram';
import { NotEnoughData } from '../stats/NotEnoughData';
import { RouteFigures } from '../stats/RouteFigures';
import { routePath } from '../stats/shipping-time-paths';
import { getCarrierRouteStat } from '../stats/stats-api';
import { useLanguage } from '../i18n/use-language';

export interface CarrierRouteShippingTimePageProps {
  carrier: string;
  /** ISO codes, uppercase. */
  origin: string;
  destination: string;
}

/** /{carrier}-shipping-time-from-{origin}-to-{destination}: how long one carrier takes on one route. */
export default function CarrierRouteShippingTimePage({
  carrier,
  origin,
  destination,
}: CarrierRouteShippingTimePageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const crumbs = [{ label: t('calculator.title'), to: '/shipping-time-calculator' }];
  const { state, retry } = useRemoteData(`/api/stats/routes/${origin}/${destination}/${carrier}`, async (signal) => {
    const [carrierRecord, stat, countries] = await Promise.all([
      getCarrier(carrier, signal),
      getCarrierRouteStat(carrier, origin, destination, signal),
      loadCountriesNamed(language, [origin, destination]),
    ]);
    const from = findCountry(countries, origin);
    const to = findCountry(countries, destination);
    if (!from || !to) throw new NotFoundError(`No country ${origin} or ${destination}`);
    return { carrier: carrierRecord, stat, from, to };
  });

  return (
    <RemoteContent
      state={state}
      retry={retry}
      errorText={t('stats.loadError')}
      skeleton={
        <>
          <PageTitleSkeleton crumbs={crumbs} />
          <div className="pp-skeleton pp-skeleton--panel" />
        </>
      }
    >
      {({ carrier: record, stat, from, to }) => {
        const routeCrumbs = [
          ...crumbs,
          { label: t('route.crumb', { from: from.name, to: to.name }), to: routePath(origin, destination) },
        ];
        return (
          <div data-testid="carrier-route-page">
            <PageTitle
              title={t('carrierRoute.title', { carrier: record.name, from: from.name, to: to.name })}
              crumbs={routeCrumbs}
            >
              <div className="pp-identity">
                <CarrierLogo code={record.code} size={64} />
                <p className="pp-lead">
                  {t('carrierRoute.lead', { carrier: record.name, from: from.name, to: to.name })}
                </p>
              </div>
            </PageTitle>
            <section className="pp-card" aria-labelledby="pp-carrier-route-figures">
              <h2 id="pp-carrier-route-figures" className="pp-card__title">
                {t('carrierRoute.figuresTitle')}
              </h2>
              {stat && stat.enough_data ? (
                <div className="pp-route-summary">
                  <RouteFigures stat={stat} />
                  <DeliveryHistogram
                    stat={stat}
                    caption={t('carrierRoute.histogramCaption', { carrier: record.name, from: from.name, to: to.name })}
                  />
                </div>
              ) : (
                <NotEnoughData sampleSize={stat?.sample_size ?? 0} />
              )}
            </section>
            <nav className="pp-card pp-related" aria-label={t('carrierRoute.relatedLabel')}>
              <ul>
                <li>
                  <Link to={routePath(origin, destination)}>
                    {t('carrierRoute.compare', { from: from.name, to: to.name })}
                  </Link>
                </li>
                <li>
                  <Link to={courierPath(record.code)}>{t('carrierRoute.courierLink', { carrier: record.name })}</Link>
                </li>
                <li>
                  <Link to="/shipping-time-calculator">{t('carrierRoute.otherRoute')}</Link>
                </li>
              </ul>
            </nav>
            <p className="pp-muted pp-footnote">{t('calculator.method')}</p>
          </div>
        );
      }}
    </RemoteContent>
  );
}
