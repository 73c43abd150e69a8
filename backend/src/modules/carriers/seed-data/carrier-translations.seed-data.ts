/**
 * The seeded carriers' and services' texts in German, Spanish and Russian, kept as data beside the English:
 *
 * - `carriers.translations.json`: carrier code → language → `short_content` (the description in that language);
 * - `carrier-services.translations.json`: service `clear_url` → language → its short contents, and where needed its
 *   name (descriptive names only, not brand names) and its shipping time (only wordings `shippingTimeIn` cannot build);
 * - `carrier-page-texts.json`: per language, the pattern of a carrier's title (around the language's tracking word,
 *   `TRACKING_WORDS`), meta description and keywords, filled with the carrier's name and code.
 *
 * All three are checked at load, so a bad entry stops the start with the key and the reason. A carrier or service
 * without a language's text simply goes without it (its pages fall back to English); the seed-data test requires
 * every seeded one to have all of them.
 */

import { z } from 'zod';
import type { CarrierServiceContent, CarrierTranslation } from '../../../database/schema/index.js';
import { trackingWord } from '@parcelpilot/contracts';
import { loadSeedData, seedSlug } from '../../reference-data/seed-data-file.js';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../reference-data/seed-translations.js';
import { shippingTimeIn } from '../shipping-time.js';
import type { CarrierSeed, CarrierServiceSeed } from './carrier-seed.types.js';
import pageTexts from './carrier-page-texts.json' with { type: 'json' };
import carrierTexts from './carriers.translations.json' with { type: 'json' };
import serviceTexts from './carrier-services.translations.json' with { type: 'json' };

export type SeedLanguage = 'en' | TranslatedLanguage;

/** Plain text: the seed's texts carry no markup. */
const text = z
  .string()
  .trim()
  .min(1, 'an empty text')
  .regex(/^[^<>]*$/, 'plain text without < or >');

function perLanguage<T extends z.ZodType>(schema: T) {
  return z.strictObject({ de: schema, es: schema, ru: schema });
}

export const carrierTranslationsSchema = z.record(seedSlug, perLanguage(z.strictObject({ short_content: text })));

export const serviceTranslationsSchema = z.record(
  seedSlug,
  perLanguage(
    z.strictObject({
      trackingService: text.optional(),
      shipping_time: text.optional(),
      short_content: text,
      short_content2: text.optional(),
    }),
  ),
);

const pageTextSchema = z.strictObject({
  title: text.includes('{trackingWord}').includes('{name}'),
  metaDescription: text.includes('{name}'),
  metaKeywords: text.includes('{name}'),
});
export const carrierPageTextsSchema = z.strictObject({
  en: pageTextSchema,
  de: pageTextSchema,
  es: pageTextSchema,
  ru: pageTextSchema,
});

const CARRIER_TEXTS = loadSeedData('carriers.translations.json', carrierTexts, carrierTranslationsSchema);
const SERVICE_TEXTS = loadSeedData('carrier-services.translations.json', serviceTexts, serviceTranslationsSchema);
const PAGE_TEXTS = loadSeedData('carrier-page-texts.json', pageTexts, carrierPageTextsSchema);

/** A pattern's `{placeholders}` filled from `values` (our own seed data; no replacement patterns are read). */
function fill(pattern: string, values: Readonly<Record<string, string>>): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The carrier's page texts in one language around its description there. */
function carrierTranslation(seed: CarrierSeed, language: SeedLanguage, description: string): CarrierTranslation {
  const page = PAGE_TEXTS[language];
  const values = { name: seed.name, code: seed.code, trackingWord: trackingWord(language) };
  return {
    title: fill(page.title, values),
    short_content: description,
    meta: { description: fill(page.metaDescription, values), keywords: fill(page.metaKeywords, values) },
  };
}

/** A seeded carrier's `translations`: English from its seed, and each language the data files have for it. */
export function seededCarrierTranslations(seed: CarrierSeed): Partial<Record<SeedLanguage, CarrierTranslation>> {
  const own = CARRIER_TEXTS[seed.code];
  const translations: Partial<Record<SeedLanguage, CarrierTranslation>> = {
    en: carrierTranslation(seed, 'en', seed.description),
  };
  for (const language of TRANSLATED_LANGUAGES) {
    if (own) translations[language] = carrierTranslation(seed, language, own[language].short_content);
  }
  return translations;
}

/**
 * A seeded service's `content`: English from its seed, and per language its short contents, its name where that is
 * translated, and its shipping time (the data file's wording, else built from the English one's numbers).
 */
export function seededServiceContent(seed: CarrierServiceSeed): Partial<Record<SeedLanguage, CarrierServiceContent>> {
  const own = SERVICE_TEXTS[seed.clear_url];
  const content: Partial<Record<SeedLanguage, CarrierServiceContent>> = { en: seed.content.en };
  for (const language of TRANSLATED_LANGUAGES) {
    if (!own) continue;
    const shippingTime = own[language].shipping_time ?? shippingTimeIn(language, seed.shipping_time);
    content[language] = {
      ...own[language],
      ...(shippingTime ? { shipping_time: shippingTime } : {}),
    };
  }
  return content;
}
