/**
 * German, Spanish and Russian texts of the seeded content (reference-data/seed-translations.ts): the records
 * (`content.translations.json`, keyed `{content type}/{seo_url}`), the categories (`taxonomy.translations.json`, keyed
 * by sys_name) and the page blocks (`content-blocks.translations.json`, keyed by seed key). Rich texts go through the
 * sanitiser when they are seeded, as the English ones do.
 */

import { loadSeedTranslations, translationFields } from '../../reference-data/seed-translations.js';
import blocks from './content-blocks.translations.json' with { type: 'json' };
import { CONTENT_BLOCK_SEED } from './content-blocks.seed-data.js';
import { CONTENT_SEED, type ContentSeed } from './content.seed-data.js';
import records from './content.translations.json' with { type: 'json' };
import categories from './taxonomy.translations.json' with { type: 'json' };
import { TAXONOMY_SEED } from './taxonomy.seed-data.js';

/** The seed ledger's key of a content record. */
export const contentSeedKey = (record: Pick<ContentSeed, 'contentType' | 'seo_url'>) =>
  `${record.contentType}/${record.seo_url}`;

/** A FAQ entry has no summary in English, so none in the other languages either. */
export const CONTENT_TRANSLATIONS = loadSeedTranslations(
  'content.translations.json',
  records,
  translationFields(['title', 'content'], ['short_content']),
  CONTENT_SEED.map(contentSeedKey),
);

export const TAXONOMY_TRANSLATIONS = loadSeedTranslations(
  'taxonomy.translations.json',
  categories,
  translationFields(['name', 'short_description', 'description']),
  TAXONOMY_SEED.map((category) => category.sys_name),
);

export const CONTENT_BLOCK_TRANSLATIONS = loadSeedTranslations(
  'content-blocks.translations.json',
  blocks,
  translationFields(['name', 'content']),
  CONTENT_BLOCK_SEED.map((block) => block.key),
);
