import { LANGUAGES } from '@parcelpilot/languages';

/**
 * Languages of the site's translatable content (a tab per language in the forms): the public site's languages
 * (packages/languages), so staff never translate into a language visitors cannot open. English is the default.
 */
export const contentLocales = LANGUAGES;
