import { useTranslation } from '../i18n/use-translation';
import { useParams } from 'react-router';
import { Link } from '../i18n/LocalizedLinks';
import { NotFoundError } from '../api/api-result';
import { RemoteContent } from '../components/RemoteContent';
import { useRemoteData } from '../data/use-remote-data';
import { CarrierDirectoryList } from '../directory/CarrierDirectoryList';
import { findCountry, loadCountriesNamed, type Country } from '../directory/countries-api';
import { PageTitle } from '../layout/PageTitle';
import { PageTitleSkeleton } from '../layout/PageTitleSkeleton';
import { RouteLinks } from '../stats/RouteLinks';
import { getTopRoutes, routeCountryCodes } from '../stats/stats-api';
import { useLanguage } from '../i18n/use-language';

/** Routes read to find those of one country: the busiest of the whole site. */
const TOP_ROUTES_READ = 100;
const COUNTRY_ROUTES_SHOWN = 8;

export interface CountryCarriersPageProps {
  /** The country of a landing page (/china, /united-states); else the `:iso` of /shipping-companies/{iso2}. */
  iso?: string;
}

/** The couriers of one country, 20 a page, and the shipping times of its busiest routes. */
export default function CountryCarriersPage({ iso: fixedIso }: CountryCarriersPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const params = useParams();
  const iso = (fixedIso ?? params.iso ?? '').toUpperCase();
  const crumbs = [{ label: t('shippingCompanies.title'), to: '/shipping-companies' }];
  const { state, retry } = useRemoteData(`/api/stats/countries#${iso}`, async () => {
    const country = findCountry(await loadCountriesNamed(language, [iso]), iso);
    if (!country) throw new NotFoundError(`No country ${iso}`);
    return country;
  });

  return (
    <RemoteContent
      state={state}
      retry={retry}
      errorText={t('shippingCompanies.loadError')}
      skeleton={<PageTitleSkeleton crumbs={crumbs} />}
    >
      {(country) => (
        <div data-testid="country-carriers-page">
          <PageTitle
            title={
              fixedIso
                ? t('countryCarriers.landingTitle', { country: country.name })
                : t('countryCarriers.title', { country: country.name })
            }
            crumbs={crumbs}
          >
            <p className="pp-lead">{t('countryCarriers.lead', { country: country.name })}</p>
          </PageTitle>
          <CarrierDirectoryList
            query={{ countryIso: country.iso }}
            empty={
              <div className="pp-empty" data-testid="empty-state">
                <p className="pp-empty__title">{t('countryCarriers.empty', { country: country.name })}</p>
                <p>
                  <Link to="/couriers">{t('countryCarriers.allCouriers')}</Link>
                </p>
              </div>
            }
          />
          <CountryRoutes country={country} />
        </div>
      )}
    </RemoteContent>
  );
}

interface CountryRoutesProps {
  country: Country;
}

/** The country's busiest routes, as links to their shipping-time pages; nothing when it has none yet. */
function CountryRoutes({ country }: CountryRoutesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { state } = useRemoteData(`/api/stats/top-routes?limit=${TOP_ROUTES_READ}#${country.iso}`, async (signal) => {
    const routes = (await getTopRoutes(TOP_ROUTES_READ, signal))
      .filter(({ _id }) => _id.originIso === country.iso || _id.destinationIso === country.iso)
      .slice(0, COUNTRY_ROUTES_SHOWN);
    return { routes, countries: await loadCountriesNamed(language, routeCountryCodes(routes)) };
  });
  if (state.status !== 'ready') return null;
  const { routes } = state.data;
  if (routes.length === 0) return null;
  return (
    <section className="pp-card pp-country-routes" aria-labelledby="pp-country-routes">
      <h2 id="pp-country-routes" className="pp-card__title">
        {t('countryCarriers.routesTitle', { country: country.name })}
      </h2>
      <RouteLinks routes={routes} countries={state.data.countries} />
    </section>
  );
}
