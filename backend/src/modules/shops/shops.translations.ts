/**
 * German, Spanish and Russian titles and descriptions of the reference shops (`shops.translations.json`, keyed by
 * system name; reference-data/seed-translations.ts).
 */

import { loadSeedTranslations, translationFields } from '../reference-data/seed-translations.js';
import { SHOP_SEED } from './shops.seed-data.js';
import translations from './shops.translations.json' with { type: 'json' };

export const SHOP_TRANSLATIONS = loadSeedTranslations(
  'shops.translations.json',
  translations,
  translationFields(['title', 'short_content']),
  SHOP_SEED.map((shop) => shop.system_name),
);
