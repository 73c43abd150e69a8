import { DEFAULT_LANGUAGE, type Language } from '@parcelpilot/languages';

function hasText(text: unknown): boolean {
  return text !== '' && text !== null && text !== undefined;
}

/**
 * The API's per-locale texts (`translations`, `content`) in the page's language: each field the language has, else the
 * English one, else nothing.
 */
export function localized<T extends object>(byLocale: Record<string, T> | undefined, language: Language): Partial<T> {
  const own = Object.entries(byLocale?.[language] ?? {}).filter(([, text]) => hasText(text));
  return { ...byLocale?.[DEFAULT_LANGUAGE], ...(Object.fromEntries(own) as Partial<T>) };
}

/** The `lang` of text that is English whatever the page's language: 'en' on a page in another language. */
export function englishOn(language: Language): typeof DEFAULT_LANGUAGE | undefined {
  return language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE;
}

/**
 * The `lang` of the element showing one field of `localized`: 'en' when the page's language has no text of its own for
 * it (what shows is the English text, or the record's own English field), so assistive technology and search engines
 * read it as English; undefined (no attribute) when the text is in the page's language.
 */
export function fallbackLang<T extends object>(
  byLocale: Record<string, T> | undefined,
  language: Language,
  field: keyof T,
): typeof DEFAULT_LANGUAGE | undefined {
  return hasText(byLocale?.[language]?.[field]) ? undefined : englishOn(language);
}
