/**
 * The categories behind /t/{sys_name} (`taxonomy.json`); parents come before their children. Checked when the file
 * loads (reference-data/seed-data-file.ts).
 */

import { z } from 'zod';
import { loadSeedData, seedSlug, seedText } from '../../reference-data/seed-data-file.js';
import categories from './taxonomy.json' with { type: 'json' };

export const taxonomySeedSchema = z.strictObject({
  name: seedText,
  sys_name: seedSlug,
  short_description: z.string(),
  description: z.string(),
  order: z.number().int().nonnegative(),
  /** sys_name of the parent category. */
  parent: seedSlug.optional(),
  subCategoriesRecords: z
    .array(
      z.strictObject({
        id: z.number().int().positive(),
        name: seedText,
        sys_name: seedSlug,
        description: z.string().optional(),
        order: z.number().int().nonnegative().optional(),
      }),
    )
    .optional(),
});
export type TaxonomySeed = z.output<typeof taxonomySeedSchema>;

export const TAXONOMY_SEED: readonly TaxonomySeed[] = loadSeedData(
  'taxonomy.json',
  categories,
  z.array(taxonomySeedSchema),
  'sys_name',
);
