import type { Language } from '@parcelpilot/languages';
import { useTranslation } from './use-translation';

/** The language of the page being rendered (chosen by the URL's prefix in app.tsx). */
export function useLanguage(): Language {
  return useTranslation().language;
}
