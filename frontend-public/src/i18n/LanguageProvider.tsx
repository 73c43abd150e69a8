import type { Language } from '@parcelpilot/languages';
import { type ReactNode, use, useEffect } from 'react';
import { loadLanguage } from './language-resources';
import { TranslationContext, translationFor } from './use-translation';

export interface LanguageProviderProps {
  language: Language;
  children: ReactNode;
}

/**
 * Its subtree in one language: suspends until that language's strings are loaded, then translates with them. `use`
 * is called on every render (a loaded language's promise is already marked fulfilled, so it does not suspend): a call
 * made only sometimes changed the component's hooks between hydration's first try and its replay (React #467, #422).
 */
export function LanguageProvider({ language, children }: LanguageProviderProps) {
  use<void>(loadLanguage(language) as Promise<void>);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <TranslationContext value={translationFor(language)}>{children}</TranslationContext>;
}
