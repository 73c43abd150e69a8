import 'i18next';
import type { defaultNamespace } from './i18n';
import type core from './locales/en.json';
import type pages from './locales/en-pages.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    // The home page's strings are bundled; the other pages' are added when the first of them loads (page-strings.ts).
    resources: { [defaultNamespace]: typeof core & typeof pages };
  }
}
