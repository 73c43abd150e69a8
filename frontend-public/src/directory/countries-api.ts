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

const named = (language: Language) => (country: Country) => ({
  ...country,
  name: localCountryName(language, country.iso, country.name),
});

/** Every ISO country, named and sorted in the page's language (the API's English name where CLDR has none). */
export async function loadCountries(language: Language): Promise<Country[]> {
  const list = await loadEnglishCountries();
  return list.map(named(language)).sort((a, b) => a.name.localeCompare(b.name, language));
}

/**
 * Only the countries of these ISO codes (any case), named in the page's language: for a page that names a few
 * countries, whose data (written into its server-rendered HTML, then read by the browser) then holds those few rather
 * than all 249.
 */
export async function loadCountriesNamed(language: Language, isoCodes: Iterable<string>): Promise<Country[]> {
  const wanted = new Set([...isoCodes].map((iso) => iso.toUpperCase()));
  if (wanted.size === 0) return [];
  const list = await loadEnglishCountries();
  return list.filter((country) => wanted.has(country.iso)).map(named(language));
}

/** The country of an ISO code (any case), or undefined. */
export function findCountry(list: readonly Country[], iso: string): Country | undefined {
  const upper = iso.toUpperCase();
  return list.find((country) => country.iso === upper);
}

export function countryName(list: readonly Country[], iso: string): string {
  return findCountry(list, iso)?.name ?? iso.toUpperCase();
}
