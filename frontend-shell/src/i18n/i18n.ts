import i18next from 'i18next';
import en from './locales/en.json';

export const defaultNamespace = 'shell';
export const resources = { en: { [defaultNamespace]: en } } as const;

/** The shell's own instance: each remote creates its own, so resources and settings never collide. */
export const i18n = i18next.createInstance();

void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: defaultNamespace,
  resources,
  interpolation: { escapeValue: false }, // React escapes what it renders.
  initAsync: false, // Resources are bundled, so the instance is ready before the first render.
});
