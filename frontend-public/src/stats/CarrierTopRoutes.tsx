import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';
import { RemoteContent } from '../components/RemoteContent';
import { useRemoteData } from '../data/use-remote-data';
import { loadCountriesNamed } from '../directory/countries-api';
import { RouteLinks } from './RouteLinks';
import { getCarrierTopRoutes, routeCountryCodes } from './stats-api';
import { useLanguage } from '../i18n/use-language';

export interface CarrierTopRoutesProps {
  carrier: string;
  carrierName: string;
}

/** A courier page's links to the shipping-time pages of its busiest routes. */
export function CarrierTopRoutes({ carrier, carrierName }: CarrierTopRoutesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { state, retry } = useRemoteData(`/api/stats/carriers/${carrier}/top-routes`, async (signal) => {
    const routes = await getCarrierTopRoutes(carrier, signal);
    return { routes, countries: await loadCountriesNamed(language, routeCountryCodes(routes)) };
  });
  return (
    <section className="pp-card" aria-labelledby="pp-courier-routes" data-testid="carrier-top-routes">
      <h2 id="pp-courier-routes" className="pp-card__title">
        {t('courier.routesTitle', { name: carrierName })}
      </h2>
      <RemoteContent state={state} retry={retry} errorText={t('stats.loadError')}>
        {({ routes, countries }) =>
          routes.length === 0 ? (
            <p className="pp-muted">
              {t('courier.noRoutes', { name: carrierName })}{' '}
              <Link to="/shipping-time-calculator">{t('courier.calculatorLink')}</Link>
            </p>
          ) : (
            <RouteLinks routes={routes} countries={countries} carrierName={carrierName} />
          )
        }
      </RemoteContent>
    </section>
  );
}
