import { i18n } from './i18n';

/** The API's per-locale texts (`translations`, `content`): the visitor's language, else English, else nothing. */
export function localized<T extends object>(byLocale: Record<string, T> | undefined): Partial<T> {
  return byLocale?.[i18n.language] ?? byLocale?.en ?? {};
}
