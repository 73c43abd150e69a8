import type { Schemas } from '@parcelpilot/api-client';
import { countryDisplayName, type Language } from '@parcelpilot/languages';
import { apiClient } from '../api/api-client';
import { dataOf } from '../api/api-result';

export type Country = Schemas['CountryDto'];

let countries: Promise<Country[]> | undefined;

/** Every ISO country by its English name (GET /api/stats/countries, cached a day by the browser), asked once per visit. */
function loadEnglishCountries(): Promise<Country[]> {
  countries ??= apiClient
    .GET('/api/stats/countries')
    .then((outcome) => dataOf(outcome))
    .catch((error: unknown) => {
      countries = undefined; // A later page may ask again.
      throw error;
    });
  return countries;
}

/** A country's name in the page's language (CLDR); the given name where CLDR has none. */
export function localCountryName(language: Language, iso: string, fallbackName: string): string {
  return countryDisplayName(language, iso) ?? fallbackName;
}

/** Every ISO country, named and sorted in the page's language (the API's English name where CLDR has none). */
export async function loadCountries(language: Language): Promise<Country[]> {
  const list = await loadEnglishCountries();
  return list
    .map((country) => ({ ...country, name: localCountryName(language, country.iso, country.name) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/** The country of an ISO code (any case), or undefined. */
export function findCountry(list: readonly Country[], iso: string): Country | undefined {
  const upper = iso.toUpperCase();
  return list.find((country) => country.iso === upper);
}

export function countryName(list: readonly Country[], iso: string): string {
  return findCountry(list, iso)?.name ?? iso.toUpperCase();
}
