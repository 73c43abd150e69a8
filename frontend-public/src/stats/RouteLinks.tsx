import { useTranslation } from '../i18n/use-translation';
import { DemoDataNote } from './DemoDataNote';
import { Link } from '../i18n/LocalizedLinks';
import { countryName, type Country } from '../directory/countries-api';
import { formatCount, formatDays } from './route-figures';
import { carrierRoutePath, routePath } from './shipping-time-paths';
import type { RouteStat } from './stats-api';
import { useLanguage } from '../i18n/use-language';

export interface RouteLinksProps {
  routes: readonly RouteStat[];
  countries: readonly Country[];
  /** Names the carrier of carrier routes, when the links are about one carrier. */
  carrierName?: string;
}

/** Routes as links to their shipping-time pages, each with its median and sample. */
export function RouteLinks({ routes, countries, carrierName }: RouteLinksProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <ul className="pp-route-links" data-testid="route-links">
        {routes.map((route) => {
          const { originIso, destinationIso, carrier } = route._id;
          const from = countryName(countries, originIso);
          const to = countryName(countries, destinationIso);
          const path = carrier
            ? carrierRoutePath(carrier, originIso, destinationIso)
            : routePath(originIso, destinationIso);
          const label = carrierName
            ? t('stats.carrierRouteLink', { carrier: carrierName, from, to })
            : t('stats.routeLink', { from, to });
          return (
            <li key={path}>
              <Link className="pp-route-link" to={path}>
                <span className="pp-route-link__name">
                  {from === to ? t('stats.domestic', { country: from }) : `${from} → ${to}`}
                  <span className="pp-visually-hidden">: {label}</span>
                </span>
                <span className="pp-route-link__figure">
                  {route.enough_data && route.median !== null
                    ? t('stats.medianDays', { count: route.median, formatted: formatDays(route.median, language) })
                    : t('stats.notEnoughShort')}
                </span>
                <span className="pp-route-link__sample">
                  {t('stats.parcels', {
                    count: route.sample_size,
                    formatted: formatCount(route.sample_size, language),
                  })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {routes.some((route) => route.demo && route.enough_data) && <DemoDataNote />}
    </>
  );
}
