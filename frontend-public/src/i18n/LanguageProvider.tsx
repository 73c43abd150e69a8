import type { Language } from '@parcelpilot/languages';
import { type ReactNode, use, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18nFor } from './i18n';
import { languageLoaded, loadLanguage } from './language-resources';

export interface LanguageProviderProps {
  language: Language;
  children: ReactNode;
}

/** Its subtree in one language: suspends until that language's strings are loaded, then translates with them. */
export function LanguageProvider({ language, children }: LanguageProviderProps) {
  if (!languageLoaded(language)) use(loadLanguage(language));
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <I18nextProvider i18n={i18nFor(language)}>{children}</I18nextProvider>;
}
