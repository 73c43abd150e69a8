import type { Schemas } from '@parcelpilot/api-client';
import type { Language } from '@parcelpilot/languages';
import { apiClient } from '../api/api-client';
import { dataOf } from '../api/api-result';
import { localized } from '../i18n/localized';

export type PublicCarrier = Schemas['PublicCarrierDto'];
export type CarrierDetail = Schemas['PublicCarrierDetailDto'];
export type CarrierService = Schemas['CarrierServiceResponseDto'];
export type CarrierType = PublicCarrier['type'];

export interface CarrierListResult {
  records: PublicCarrier[];
  total: number;
}

/** Filters of the directory lists (GET /api/public/carriers: `name` contains, the others match exactly). */
export interface CarrierQuery {
  name?: string;
  internationalOnly?: boolean;
  countryIso?: string;
  type?: CarrierType;
  codes?: readonly string[];
  page?: number;
  limit?: number;
}

function carrierFilter({ name, internationalOnly, countryIso, type, codes }: CarrierQuery): string {
  return JSON.stringify({
    ...(name?.trim() ? { name: name.trim() } : {}),
    ...(internationalOnly ? { international_service: true } : {}),
    ...(countryIso ? { countryIso: countryIso.toUpperCase() } : {}),
    ...(type ? { type } : {}),
    ...(codes ? { code: [...codes] } : {}),
  });
}

/** A stable name of a query, for `useRemoteData`'s key. */
export function carrierQueryKey(query: CarrierQuery): string {
  return `/api/public/carriers?filter=${carrierFilter(query)}&page=${query.page ?? 1}&limit=${query.limit ?? ''}`;
}

export async function listCarriers(query: CarrierQuery, signal?: AbortSignal): Promise<CarrierListResult> {
  return dataOf(
    await apiClient.GET('/api/public/carriers', {
      params: {
        query: { filter: carrierFilter(query), sortBy: 'name:asc', page: query.page ?? 1, limit: query.limit ?? 20 },
      },
      signal,
    }),
  );
}

export async function getCarrier(code: string, signal?: AbortSignal): Promise<CarrierDetail> {
  return dataOf(await apiClient.GET('/api/public/carriers/{code}', { params: { path: { code } }, signal }));
}

/** The names of the carriers with these codes (route tables name carriers by code); unknown codes are left out. */
export async function carrierNames(codes: readonly string[], signal?: AbortSignal): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const { records } = await listCarriers({ codes, limit: Math.min(100, codes.length) }, signal);
  return new Map(records.map((carrier) => [carrier.code, carrier.name]));
}

/** The carrier's logo, or its letter image when it has none (GET /api/carriers/getThumbnail/{code}). */
export function carrierThumbnailUrl(code: string, size: 64 | 128 | 256 = 128): string {
  return `/api/carriers/getThumbnail/${encodeURIComponent(code)}?size=${size}`;
}

export function courierPath(code: string): string {
  return `/couriers/${encodeURIComponent(code)}`;
}

/** The carrier's page title ("China Post Tracking"), from its translation, else its name. */
export function carrierTitle(carrier: PublicCarrier, language: Language): string {
  return localized(carrier.translations, language).title || carrier.name;
}

/** A short description: the translated short content, else the directory description. */
export function carrierSummary(carrier: PublicCarrier, language: Language): string {
  return localized(carrier.translations, language).short_content || carrier.prev_description || '';
}
