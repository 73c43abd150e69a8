import { defaultNamespace, i18n } from './i18n';
import pages from './locales/en-pages.json';

// The strings of every page but the home page, added when the first of those pages loads: they stay out of the
// JavaScript the home page costs (size budget). Added to the same namespace, so keys read the same everywhere.
i18n.addResourceBundle('en', defaultNamespace, pages, true, false);
