/**
 * The categories behind /t/{sys_name} (`taxonomy.json`); parents come before their children. Checked when the file
 * loads (reference-data/seed-data-file.ts).
 */

import { z } from 'zod';
import { loadSeedData } from '../../reference-data/seed-data-file.js';
import categories from './taxonomy.json' with { type: 'json' };

const sysName = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug (lowercase letters, digits and single hyphens)');

export const taxonomySeedSchema = z.strictObject({
  name: z.string().trim().min(1, 'an empty name'),
  sys_name: sysName,
  short_description: z.string(),
  description: z.string(),
  order: z.number().int().nonnegative(),
  /** sys_name of the parent category. */
  parent: sysName.optional(),
  subCategoriesRecords: z
    .array(
      z.strictObject({
        id: z.number().int().positive(),
        name: z.string().trim().min(1, 'an empty name'),
        sys_name: sysName,
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
