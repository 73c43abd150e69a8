import { DEFAULT_LANGUAGE, perLanguage } from '@parcelpilot/languages';
import i18next from 'i18next';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import ru from './locales/ru.json';

export const defaultNamespace = 'shell';
// All four are bundled (a few hundred bytes): the loading and "could not be loaded" texts must be there when a chunk
// cannot be fetched.
export const resources = {
  en: { [defaultNamespace]: en },
  de: { [defaultNamespace]: de },
  es: { [defaultNamespace]: es },
  ru: { [defaultNamespace]: ru },
} as const;

/** The shell's own instance: each remote creates its own, so resources and settings never collide. */
export const i18n = i18next.createInstance();

void i18n.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: defaultNamespace,
  resources,
  interpolation: { escapeValue: false }, // React escapes what it renders.
  initAsync: false, // Resources are bundled, so the instance is ready before the first render.
});

/** The instance of one language, sharing i18n's resources (like the public remote's i18nFor). */
export const i18nFor = perLanguage((language) =>
  language === DEFAULT_LANGUAGE ? i18n : i18n.cloneInstance({ lng: language }),
);
