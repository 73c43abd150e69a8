import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';

// The package's locale data is JSON; only the English names are registered (display names come from Intl).
countries.registerLocale(createRequire(import.meta.url)('i18n-iso-countries/langs/en.json') as countries.LocaleData);

/** Spec: Country = name, iso (ISO 3166-1 alpha-2), code (ISO 3166-1 numeric). */
export interface Country {
  name: string;
  iso: string;
  code: string;
}

const displayNames = new Intl.DisplayNames(['en'], { type: 'region' });

function toCountry(iso: string): Country {
  return { iso, name: displayNames.of(iso) ?? iso, code: countries.alpha2ToNumeric(iso) ?? '' };
}

/** Every ISO 3166-1 country, by English name. */
export const COUNTRIES: readonly Country[] = Object.keys(countries.getAlpha2Codes())
  .map(toCountry)
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const byIso = new Map(COUNTRIES.map((country) => [country.iso, country]));

/** The country with this alpha-2 code (any case), or undefined when there is none. */
export function findCountry(iso: string | undefined | null): Country | undefined {
  return iso ? byIso.get(iso.toUpperCase()) : undefined;
}
