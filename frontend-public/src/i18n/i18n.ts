import { DEFAULT_LANGUAGE, perLanguage } from '@parcelpilot/languages';
import i18next from 'i18next';
import en from './locales/en.json';

export const defaultNamespace = 'public';
export const resources = { en: { [defaultNamespace]: en } } as const;

/** This remote's own instance, handed to its subtree by <LanguageProvider>, so each frontend keeps its resources apart. */
export const i18n = i18next.createInstance();

void i18n.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: defaultNamespace,
  resources,
  interpolation: { escapeValue: false }, // React escapes what it renders.
  initAsync: false, // English is bundled, so the instance is ready before the first render.
});

/**
 * The instance of one language. The clones share i18n's resources but each has its own language, so rendering a page
 * in German (in a browser, or on the server next to an English request) never switches another render's language.
 */
export const i18nFor = perLanguage((language) =>
  language === DEFAULT_LANGUAGE ? i18n : i18n.cloneInstance({ lng: language }),
);
