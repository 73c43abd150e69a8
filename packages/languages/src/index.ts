import { DEFAULT_LANGUAGE, isLanguage, type Language, PREFIXED_LANGUAGES } from '@parcelpilot/contracts';

// The languages themselves are a contract (the backend's mails and translations use them too); this package adds
// what the public site builds on them: names, path prefixes, links.
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  LANGUAGES,
  type PrefixedLanguage,
  PREFIXED_LANGUAGES,
} from '@parcelpilot/contracts';

/** Each language's name in itself, as a language switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', es: 'Español', ru: 'Русский' };

const PREFIX = new RegExp(`^/(${PREFIXED_LANGUAGES.join('|')})(?=[/?#]|$)`);

/** The language a path is in, decided by its first segment alone (`/de/couriers` → de, `/couriers` → en). */
export function languageFromPath(pathname: string): Language {
  const prefix = PREFIX.exec(pathname)?.[1];
  return prefix && isLanguage(prefix) ? prefix : DEFAULT_LANGUAGE;
}

/** The path without its language prefix (`/de/couriers` → `/couriers`, `/de` → `/`, `/de?q=1` → `/?q=1`). */
export function pathWithoutLanguage(pathname: string): string {
  const path = pathname.replace(PREFIX, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/** The same page in a language: `/couriers` in de → `/de/couriers`; a path that has a prefix already is re-prefixed. */
export function pathInLanguage(language: Language, pathname: string): string {
  const path = pathWithoutLanguage(pathname);
  if (language === DEFAULT_LANGUAGE) return path;
  // The home page is /de, not /de/ (also before a query or a hash).
  return /^\/(?=[?#]|$)/.test(path) ? `/${language}${path.slice(1)}` : `/${language}${path}`;
}

/** One value per language, made when first asked for (an i18next instance, a date format). */
export function perLanguage<T>(create: (language: Language) => T): (language: Language) => T {
  const values = new Map<Language, T>();
  return (language) => {
    if (!values.has(language)) values.set(language, create(language));
    return values.get(language) as T;
  };
}

const regionNames = perLanguage((language) => new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }));

/**
 * The names already asked for, per language. `DisplayNames.of` asks ICU each time (about 5 µs), and a page with a
 * country list names all ~250 countries on every server render.
 */
const knownNames = perLanguage(() => new Map<string, string | undefined>());

/**
 * A country's name in a language, from CLDR (`Intl.DisplayNames`): the one source of country names on the public site,
 * in the server render and in the browser alike. Undefined for a code CLDR does not name.
 */
export function countryDisplayName(language: Language, iso: string): string | undefined {
  const upper = iso.toUpperCase();
  const known = knownNames(language);
  if (known.has(upper)) return known.get(upper);
  let name: string | undefined;
  try {
    name = regionNames(language).of(upper);
  } catch {
    return undefined; // Not a region code at all (RangeError): not kept, so arbitrary input cannot grow the map.
  }
  // Only well-formed region codes reach this point (two letters or three digits): at most 1,676 per language.
  known.set(upper, name);
  return name;
}
