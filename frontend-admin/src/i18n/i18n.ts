import i18next from 'i18next';
import en from './locales/en.json';
import ru from './locales/ru.json';

export const defaultNamespace = 'admin';
export const resources = { en: { [defaultNamespace]: en }, ru: { [defaultNamespace]: ru } } as const;
export type AdminLanguage = keyof typeof resources;
export const adminLanguages = Object.keys(resources) as AdminLanguage[];

const LANGUAGE_STORAGE_KEY = 'parcelpilot.admin.language';

function storedLanguage(): AdminLanguage {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return adminLanguages.find((language) => language === stored) ?? 'en';
  } catch {
    return 'en'; // storage may be unavailable (privacy settings); English then
  }
}

/** This remote's own instance, handed to its subtree by <I18nextProvider>, so each frontend keeps its resources apart. */
export const i18n = i18next.createInstance();

void i18n.init({
  lng: storedLanguage(),
  fallbackLng: 'en',
  defaultNS: defaultNamespace,
  resources,
  interpolation: { escapeValue: false }, // React escapes what it renders.
  initAsync: false, // Resources are bundled, so the instance is ready before the first render.
});

export async function changeAdminLanguage(language: AdminLanguage): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // kept for this visit only
  }
  await i18n.changeLanguage(language);
}
