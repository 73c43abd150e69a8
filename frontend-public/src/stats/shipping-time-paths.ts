/**
 * The shipping-time pages' paths (docs/product-spec.md §2): `/shipping-time-{origin}-to-{destination}` with lowercase ISO codes for a
 * route, `/{carrierCode}-shipping-time-from-{origin}-to-{destination}` for one carrier on it.
 */
export type ShippingTimePath =
  | { kind: 'route'; origin: string; destination: string }
  | { kind: 'carrier-route'; carrier: string; origin: string; destination: string };

const ROUTE_PATH = /^\/shipping-time-([a-z]{2})-to-([a-z]{2})\/?$/i;
const CARRIER_ROUTE_PATH = /^\/([a-z0-9][a-z0-9-]*?)-shipping-time-from-([a-z]{2})-to-([a-z]{2})\/?$/i;

/** Which shipping-time page a path is, with its ISO codes uppercased; null for any other path. */
export function parseShippingTimePath(pathname: string): ShippingTimePath | null {
  const route = ROUTE_PATH.exec(pathname);
  if (route) return { kind: 'route', origin: route[1].toUpperCase(), destination: route[2].toUpperCase() };
  const carrierRoute = CARRIER_ROUTE_PATH.exec(pathname);
  if (carrierRoute) {
    return {
      kind: 'carrier-route',
      carrier: carrierRoute[1].toLowerCase(),
      origin: carrierRoute[2].toUpperCase(),
      destination: carrierRoute[3].toUpperCase(),
    };
  }
  return null;
}

export function routePath(origin: string, destination: string): string {
  return `/shipping-time-${origin.toLowerCase()}-to-${destination.toLowerCase()}`;
}

export function carrierRoutePath(carrier: string, origin: string, destination: string): string {
  return `/${carrier}-shipping-time-from-${origin.toLowerCase()}-to-${destination.toLowerCase()}`;
}

export function shippingTimePath(path: ShippingTimePath): string {
  return path.kind === 'route'
    ? routePath(path.origin, path.destination)
    : carrierRoutePath(path.carrier, path.origin, path.destination);
}
