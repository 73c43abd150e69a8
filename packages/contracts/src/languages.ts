/** The site's languages: the public site's paths, the follow mails, the translated reference data. English is the default. */
export const LANGUAGES = ['en', 'de', 'es', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'en' satisfies Language;
export type PrefixedLanguage = Exclude<Language, typeof DEFAULT_LANGUAGE>;
/** The languages other than the default: the public site's path prefixes, the translations kept beside English text. */
export const PREFIXED_LANGUAGES = LANGUAGES.filter(
  (language): language is PrefixedLanguage => language !== DEFAULT_LANGUAGE,
);

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}
