import { languageFromPath } from '@parcelpilot/languages';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation } from 'react-router';
import { i18nFor } from './i18n';

/** The shell's strings in the language of the page's path (/de/… German; /admin and unprefixed paths English). */
export function ShellLanguageProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <I18nextProvider i18n={i18nFor(languageFromPath(pathname))}>{children}</I18nextProvider>;
}
