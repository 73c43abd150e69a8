import type { Schemas } from '@parcelpilot/api-client';
import { apiClient } from '../api/api-client';
import { dataOf } from '../api/api-result';

export type Country = Schemas['CountryDto'];

let countries: Promise<Country[]> | undefined;

/** Every ISO country by name (GET /api/stats/countries, cached a day by the browser), asked once per visit. */
export function loadCountries(): Promise<Country[]> {
  countries ??= apiClient
    .GET('/api/stats/countries')
    .then((outcome) => dataOf(outcome))
    .catch((error: unknown) => {
      countries = undefined; // A later page may ask again.
      throw error;
    });
  return countries;
}

/** The country of an ISO code (any case), or undefined. */
export function findCountry(list: readonly Country[], iso: string): Country | undefined {
  const upper = iso.toUpperCase();
  return list.find((country) => country.iso === upper);
}

export function countryName(list: readonly Country[], iso: string): string {
  return findCountry(list, iso)?.name ?? iso.toUpperCase();
}
