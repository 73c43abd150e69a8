import i18next from 'i18next';
import en from './locales/en.json';

export const defaultNamespace = 'admin';
export const resources = { en: { [defaultNamespace]: en } } as const;

/** This remote's own instance, handed to its subtree by <I18nextProvider>, so each frontend keeps its resources apart. */
export const i18n = i18next.createInstance();

void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: defaultNamespace,
  resources,
  interpolation: { escapeValue: false }, // React escapes what it renders.
  initAsync: false, // Resources are bundled, so the instance is ready before the first render.
});
