/**
 * The text blocks of the main page and of every courier page (`content-blocks.json`). Checked when the file loads
 * (reference-data/seed-data-file.ts).
 */

import { z } from 'zod';
import { CONTENT_BLOCK_TYPES } from '../../../database/schema/index.js';
import { loadSeedData, seedText } from '../../reference-data/seed-data-file.js';
import blocks from './content-blocks.json' with { type: 'json' };

export const contentBlockSeedSchema = z.strictObject({
  /** Stable key of the seed entry (content blocks have no natural key). */
  key: z.string().regex(/^[a-z_]+:[a-z0-9-]+$/, 'a key `{type}:{slug}`'),
  type: z.enum(CONTENT_BLOCK_TYPES),
  name: seedText,
  /** Rich text (it goes through the same sanitiser as staff edits). */
  content: seedText,
  order: z.number().int().nonnegative(),
});
export type ContentBlockSeed = z.output<typeof contentBlockSeedSchema>;

export const CONTENT_BLOCK_SEED: readonly ContentBlockSeed[] = loadSeedData(
  'content-blocks.json',
  blocks,
  z.array(contentBlockSeedSchema),
  'key',
);
