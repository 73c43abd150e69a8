import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';
import { RemoteContent } from '../components/RemoteContent';
import { useRemoteData } from '../data/use-remote-data';
import { loadCountries, loadCountriesNamed, localCountryName } from '../directory/countries-api';
import { PageTitle } from '../layout/PageTitle';
import { RouteLinks } from '../stats/RouteLinks';
import { routePath } from '../stats/shipping-time-paths';
import { ShippingTimeForm } from '../stats/ShippingTimeForm';
import { getTopRoutes, routeCountryCodes } from '../stats/stats-api';
import { useLanguage } from '../i18n/use-language';

const TOP_ROUTES = 12;

/** The routes from China the site links everywhere (docs/product-spec.md §2). */
export const FEATURED_ROUTES = [
  ['CN', 'US'],
  ['CN', 'GB'],
  ['CN', 'FR'],
] as const;

/** /shipping-time-calculator: pick two countries, see how long parcels take between them. */
export default function ShippingTimeCalculatorPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const countries = useRemoteData('/api/stats/countries', () => loadCountries(language));
  const topRoutes = useRemoteData(`/api/stats/top-routes?limit=${TOP_ROUTES}`, async (signal) => {
    const routes = await getTopRoutes(TOP_ROUTES, signal);
    return { routes, countries: await loadCountriesNamed(language, routeCountryCodes(routes)) };
  });

  return (
    <>
      <PageTitle title={t('calculator.title')}>
        <p className="pp-lead">{t('calculator.lead')}</p>
      </PageTitle>
      <section className="pp-card" aria-label={t('calculator.formLabel')}>
        <RemoteContent state={countries.state} retry={countries.retry} errorText={t('calculator.countriesError')}>
          {(list) => <ShippingTimeForm countries={list} />}
        </RemoteContent>
        <p className="pp-featured-routes">
          {t('calculator.popular')}{' '}
          {FEATURED_ROUTES.map(([origin, destination], index) => (
            <span key={destination}>
              {index > 0 && ' · '}
              <Link to={routePath(origin, destination)}>
                {t('calculator.featuredRoute', {
                  from: localCountryName(language, origin, origin),
                  to: localCountryName(language, destination, destination),
                })}
              </Link>
            </span>
          ))}
        </p>
      </section>
      <section className="pp-card" aria-labelledby="pp-top-routes">
        <h2 id="pp-top-routes" className="pp-card__title">
          {t('calculator.topRoutes')}
        </h2>
        <RemoteContent state={topRoutes.state} retry={topRoutes.retry} errorText={t('stats.loadError')}>
          {({ routes, countries: list }) =>
            routes.length === 0 ? (
              <p className="pp-muted">{t('calculator.noRoutes')}</p>
            ) : (
              <RouteLinks routes={routes} countries={list} />
            )
          }
        </RemoteContent>
      </section>
      <p className="pp-muted pp-footnote">{t('calculator.method')}</p>
    </>
  );
}
