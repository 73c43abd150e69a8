/**
 * The languages of the public site: English without a prefix, the others under `/{language}/`. The same list as
 * packages/languages (which the frontends import as TypeScript source; the compiled backend cannot).
 */
export const PAGE_LANGUAGES = ['en', 'de', 'es', 'ru'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: PageLanguage = 'en';

/** `/de/couriers/dhl` → `de` and `/couriers/dhl`; a path without a language prefix is English. */
export function splitLanguagePrefix(path: string): { language: PageLanguage; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(path);
  const language = PAGE_LANGUAGES.find((candidate) => candidate !== DEFAULT_LANGUAGE && candidate === match?.[1]);
  if (!language) return { language: DEFAULT_LANGUAGE, path };
  return { language, path: match?.[2] ?? '/' };
}

/**
 * The path of a page in a language: `/couriers/dhl` in `de` is `/de/couriers/dhl`, the home page `/de`; a path with a
 * prefix already is re-prefixed.
 */
export function pathInLanguage(prefixed: string, language: PageLanguage): string {
  const path = splitLanguagePrefix(prefixed).path;
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
