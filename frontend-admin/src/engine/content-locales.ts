/**
 * Languages of the site's translatable content (translations per locale): English is the default, German and Spanish
 * have AI translation shortcuts (spec §2), French and Russian complete the set. A new one is one entry here.
 */
export const contentLocales = ['en', 'de', 'es', 'fr', 'ru'] as const;
