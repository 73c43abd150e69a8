import type { Schemas } from '@parcelpilot/api-client';
import { apiClient } from '../api/api-client';
import { dataOf } from '../api/api-result';

export type RouteStat = Schemas['RouteStatDto'];
export type RouteStats = Schemas['RouteStatsResponseDto'];
export type TransitProgress = Schemas['TransitProgressDto'];

/** The stats API answers 400 for a country code it does not know: the page's URL names no real route. */
const UNKNOWN_ROUTE = { notFound: [400, 404] };

/** Every carrier on a route and all of them together. */
export async function getRouteStats(origin: string, destination: string, signal?: AbortSignal): Promise<RouteStats> {
  return dataOf(
    await apiClient.GET('/api/stats/routes/{originIso}/{destIso}', {
      params: { path: { originIso: origin.toUpperCase(), destIso: destination.toUpperCase() } },
      signal,
    }),
    UNKNOWN_ROUTE,
  );
}

/** One carrier on a route; null when it has no finished shipment there. */
export async function getCarrierRouteStat(
  carrier: string,
  origin: string,
  destination: string,
  signal?: AbortSignal,
): Promise<RouteStat | null> {
  const stat = dataOf(
    await apiClient.GET('/api/stats/routes/{originIso}/{destIso}/{carrier}', {
      params: { path: { originIso: origin.toUpperCase(), destIso: destination.toUpperCase(), carrier } },
      signal,
    }),
    UNKNOWN_ROUTE,
  );
  return stat ?? null;
}

/** The share of the carrier's parcels on the route delivered within `day` days. */
export async function getTransitProgress(
  carrier: string,
  origin: string,
  destination: string,
  day: number,
  signal?: AbortSignal,
): Promise<TransitProgress> {
  return dataOf(
    await apiClient.GET('/api/stats/routes/{originIso}/{destIso}/{carrier}/progress', {
      params: {
        path: { originIso: origin.toUpperCase(), destIso: destination.toUpperCase(), carrier },
        query: { day },
      },
      signal,
    }),
    UNKNOWN_ROUTE,
  );
}

/** The routes with the most finished shipments. */
export async function getTopRoutes(limit: number, signal?: AbortSignal): Promise<RouteStat[]> {
  return dataOf(await apiClient.GET('/api/stats/top-routes', { params: { query: { limit } }, signal }));
}

/** A carrier's busiest routes. */
export async function getCarrierTopRoutes(carrier: string, signal?: AbortSignal): Promise<RouteStat[]> {
  return dataOf(
    await apiClient.GET('/api/stats/carriers/{carrier}/top-routes', { params: { path: { carrier } }, signal }),
  );
}

/** The countries routes run between (origins and destinations): the ones a list of route links names. */
export function routeCountryCodes(routes: readonly RouteStat[]): string[] {
  return routes.flatMap(({ _id }) => [_id.originIso, _id.destinationIso]);
}
