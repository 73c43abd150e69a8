import { pathWithoutLanguage } from '@parcelpilot/languages';
import { useLocation } from 'react-router';
import { Navigate } from '../i18n/LocalizedLinks';
import { lazyPage } from '../pages/lazy-page';
import { useServerRedirect } from '../ssr/use-server-redirect';
import { parseShippingTimePath, shippingTimePath } from './shipping-time-paths';

const RouteShippingTimePage = lazyPage(() => import('../pages/RouteShippingTimePage'));
const CarrierRouteShippingTimePage = lazyPage(() => import('../pages/CarrierRouteShippingTimePage'));
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage'));

/**
 * The paths no route pattern can express (a carrier code and two countries inside one segment): the shipping-time
 * pages, else the not-found page. Other spellings of a shipping-time path (uppercase codes, a trailing slash) move
 * to the canonical one.
 */
export function ShippingTimeRoute() {
  const { pathname: prefixedPath, search } = useLocation();
  const pathname = pathWithoutLanguage(prefixedPath);
  const path = parseShippingTimePath(pathname);
  const canonical = path && shippingTimePath(path);
  const moved = canonical && pathname !== canonical ? `${canonical}${search}` : undefined;
  useServerRedirect(moved, { permanent: true });
  if (!path) return <NotFoundPage />;
  if (moved) return <Navigate to={moved} replace />;
  return path.kind === 'route' ? (
    <RouteShippingTimePage key={canonical} origin={path.origin} destination={path.destination} />
  ) : (
    <CarrierRouteShippingTimePage
      key={canonical}
      carrier={path.carrier}
      origin={path.origin}
      destination={path.destination}
    />
  );
}
