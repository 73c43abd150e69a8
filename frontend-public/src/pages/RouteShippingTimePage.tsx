import { useTranslation } from '../i18n/use-translation';
import { RemoteContent } from '../components/RemoteContent';
import { useRemoteData } from '../data/use-remote-data';
import { carrierNames } from '../directory/carriers-api';
import { countryName, loadCountries } from '../directory/countries-api';
import { PageTitle } from '../layout/PageTitle';
import { PageTitleSkeleton } from '../layout/PageTitleSkeleton';
import { CarrierComparisonTable } from '../stats/CarrierComparisonTable';
import { DeliveryHistogram } from '../stats/DeliveryHistogram';
import { NotEnoughData } from '../stats/NotEnoughData';
import { RouteFigures } from '../stats/RouteFigures';
import { ShippingTimeForm } from '../stats/ShippingTimeForm';
import { getRouteStats } from '../stats/stats-api';
import { useLanguage } from '../i18n/use-language';

export interface RouteShippingTimePageProps {
  /** ISO codes, uppercase. */
  origin: string;
  destination: string;
}

/** /shipping-time-{origin}-to-{destination}: the route as a whole and every carrier on it, compared. */
export default function RouteShippingTimePage({ origin, destination }: RouteShippingTimePageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const crumbs = [{ label: t('calculator.title'), to: '/shipping-time-calculator' }];
  const { state, retry } = useRemoteData(`/api/stats/routes/${origin}/${destination}`, async (signal) => {
    const route = await getRouteStats(origin, destination, signal);
    const codes = route.carriers.flatMap((stat) => (stat._id.carrier ? [stat._id.carrier] : []));
    const [names, countries] = await Promise.all([
      // Without names the table shows carrier codes.
      carrierNames(codes, signal).catch(() => new Map<string, string>()),
      loadCountries(language),
    ]);
    return { route, names, countries };
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
      {({ route, names, countries }) => {
        const from = countryName(countries, origin);
        const to = countryName(countries, destination);
        const title =
          origin === destination ? t('route.titleDomestic', { country: from }) : t('route.title', { from, to });
        const overall = route.overall;
        return (
          <div data-testid="route-page">
            <PageTitle title={title} crumbs={crumbs}>
              <p className="pp-lead">{t('route.lead', { from, to })}</p>
            </PageTitle>
            <section className="pp-card" aria-labelledby="pp-route-overall">
              <h2 id="pp-route-overall" className="pp-card__title">
                {t('route.overallTitle')}
              </h2>
              {overall && overall.enough_data ? (
                <div className="pp-route-summary">
                  <RouteFigures stat={overall} />
                  <DeliveryHistogram stat={overall} caption={t('route.histogramCaption', { from, to })} />
                </div>
              ) : (
                <NotEnoughData sampleSize={overall?.sample_size ?? 0} minSampleSize={route.min_sample_size} />
              )}
            </section>
            <section className="pp-card" aria-labelledby="pp-route-carriers">
              <h2 id="pp-route-carriers" className="pp-card__title">
                {t('route.carriersTitle')}
              </h2>
              {route.carriers.length === 0 ? (
                <p className="pp-muted">{t('route.noCarriers')}</p>
              ) : (
                <CarrierComparisonTable
                  carriers={route.carriers}
                  names={names}
                  caption={t('route.tableCaption', { from, to })}
                />
              )}
            </section>
            <section className="pp-card" aria-labelledby="pp-route-change">
              <h2 id="pp-route-change" className="pp-card__title">
                {t('route.changeTitle')}
              </h2>
              <ShippingTimeForm countries={countries} origin={origin} destination={destination} />
            </section>
            <p className="pp-muted pp-footnote">{t('calculator.method')}</p>
          </div>
        );
      }}
    </RemoteContent>
  );
}
