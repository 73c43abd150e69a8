import { DEFAULT_LANGUAGE, type Language, type PrefixedLanguage } from '@parcelpilot/languages';
import { defaultNamespace, i18n } from './i18n';

type Strings = Record<string, unknown>;
type Loader = () => Promise<{ default: Strings }[]>;

// Each language is one chunk holding all its strings, loaded only when a page in that language is shown: the JavaScript
// of an English / stays as it was (size budget).
const LOADERS: Record<PrefixedLanguage, Loader> = {
  de: () =>
    Promise.all([
      import(/* webpackChunkName: "strings-de" */ './locales/de.json'),
      import(/* webpackChunkName: "strings-de" */ './locales/de-pages.json'),
    ]),
  es: () =>
    Promise.all([
      import(/* webpackChunkName: "strings-es" */ './locales/es.json'),
      import(/* webpackChunkName: "strings-es" */ './locales/es-pages.json'),
    ]),
  ru: () =>
    Promise.all([
      import(/* webpackChunkName: "strings-ru" */ './locales/ru.json'),
      import(/* webpackChunkName: "strings-ru" */ './locales/ru-pages.json'),
    ]),
};

/**
 * A promise as React's `use` reads it: once settled it carries its status, so `use` returns at once instead of
 * suspending for a microtask (which, during hydration, would throw away the server's markup).
 */
type Readable = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: undefined };

function fulfilled(): Readable {
  return Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });
}

const loading = new Map<Language, Readable>([[DEFAULT_LANGUAGE, fulfilled()]]);

/**
 * Adds a language's strings to the shared resources (once). The same promise for every call, fulfilled (and marked
 * so) once the strings are in: a component can `use()` it on every render, and a server renders after awaiting it.
 */
export function loadLanguage(language: Language): Readable {
  const pending = loading.get(language);
  if (pending) return pending;
  const promise: Readable = LOADERS[language as PrefixedLanguage]().then(
    (modules) => {
      for (const strings of modules) i18n.addResourceBundle(language, defaultNamespace, strings.default, true, false);
      promise.status = 'fulfilled';
    },
    (error: unknown) => {
      loading.delete(language); // The next render asks again.
      throw error;
    },
  );
  loading.set(language, promise);
  return promise;
}
