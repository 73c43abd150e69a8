import { DEFAULT_LANGUAGE, type Language } from '@parcelpilot/languages';

/**
 * The API's per-locale texts (`translations`, `content`) in the page's language: each field the language has, else the
 * English one, else nothing.
 */
export function localized<T extends object>(byLocale: Record<string, T> | undefined, language: Language): Partial<T> {
  const own = Object.entries(byLocale?.[language] ?? {}).filter(
    ([, text]) => text !== '' && text !== null && text !== undefined,
  );
  return { ...byLocale?.[DEFAULT_LANGUAGE], ...(Object.fromEntries(own) as Partial<T>) };
}
