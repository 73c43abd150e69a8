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

const loading = new Map<Language, Promise<void>>();
const loaded = new Set<Language>([DEFAULT_LANGUAGE]);

export function languageLoaded(language: Language): boolean {
  return loaded.has(language);
}

/** Adds a language's strings to the shared resources (once); a server renders after awaiting it. */
export function loadLanguage(language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE) return Promise.resolve();
  const pending = loading.get(language);
  if (pending) return pending;
  const promise = LOADERS[language]().then(
    (modules) => {
      for (const strings of modules) i18n.addResourceBundle(language, defaultNamespace, strings.default, true, false);
      loaded.add(language);
    },
    (error: unknown) => {
      loading.delete(language); // The next render asks again.
      throw error;
    },
  );
  loading.set(language, promise);
  return promise;
}
