/**
 * The seeded content records (`content.json`): help-center pages, articles, FAQ entries and postal-service pages, in
 * that order. Checked when the file loads (reference-data/seed-data-file.ts).
 */

import { z } from 'zod';
import { loadSeedData, seedSlug, seedText } from '../../reference-data/seed-data-file.js';
import records from './content.json' with { type: 'json' };

export const contentSeedSchema = z.strictObject({
  /** sys_name of the content type. */
  contentType: seedSlug,
  /** sys_names of the categories. */
  taxonomy: z.array(seedSlug),
  title: seedText,
  seo_url: seedSlug,
  /** Empty for a FAQ entry, whose answer is the description. */
  short_description: z.string(),
  /** Rich text (it goes through the same sanitiser as staff edits). */
  description: seedText,
  showOnFront: z.boolean().optional(),
  showOnMenu: z.boolean().optional(),
  order: z.number().int().nonnegative().optional(),
  customFields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});
export type ContentSeed = z.output<typeof contentSeedSchema>;

export const CONTENT_SEED: readonly ContentSeed[] = loadSeedData(
  'content.json',
  records,
  z.array(contentSeedSchema),
  'seo_url',
);
