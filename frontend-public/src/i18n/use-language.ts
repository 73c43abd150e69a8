import type { Language } from '@parcelpilot/languages';
import { useTranslation } from 'react-i18next';

/** The language of the page being rendered (chosen by the URL's prefix in app.tsx). */
export function useLanguage(): Language {
  return useTranslation().i18n.language as Language;
}
