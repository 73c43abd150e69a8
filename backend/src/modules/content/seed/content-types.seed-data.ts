/**
 * The content types the public pages read (`content-types.json`): articles, FAQ entries, help-center pages and
 * postal-service pages. Checked when the file loads (reference-data/seed-data-file.ts).
 */

import { z } from 'zod';
import { FIELD_TYPES } from '../../../database/schema/index.js';
import { loadSeedData, seedSlug, seedText } from '../../reference-data/seed-data-file.js';
import types from './content-types.json' with { type: 'json' };

export const contentTypeSeedSchema = z.strictObject({
  name: seedText,
  sys_name: seedSlug,
  description: z.string(),
  /** Custom fields; ids follow the default fields' 1–3. */
  fields: z.array(
    z.strictObject({
      id: z.number().int().min(4, 'an id after the default fields 1–3'),
      name: seedText,
      sys_name: seedSlug,
      type: z.enum(FIELD_TYPES),
    }),
  ),
});
export type ContentTypeSeed = z.output<typeof contentTypeSeedSchema>;

export const CONTENT_TYPE_SEED: readonly ContentTypeSeed[] = loadSeedData(
  'content-types.json',
  types,
  z.array(contentTypeSeedSchema),
  'sys_name',
);
