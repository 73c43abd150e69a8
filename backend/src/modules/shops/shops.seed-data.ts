/**
 * Well-known online shops for the /shops pages (`shops.json`): where shoppers most often look for a parcel's tracking
 * number. Checked when the file loads (reference-data/seed-data-file.ts).
 */

import { z } from 'zod';
import { loadSeedData, seedSlug, seedText } from '../reference-data/seed-data-file.js';
import shops from './shops.json' with { type: 'json' };

const SHOP_TYPES = ['marketplace', 'retailer', 'fashion', 'electronics', 'home', 'beauty', 'sports', 'pets'] as const;

export const shopSeedSchema = z.strictObject({
  name: seedText,
  system_name: seedSlug,
  homepage: z.url({ protocol: /^https$/ }),
  type: z.enum(SHOP_TYPES),
  description: seedText,
});
export type ShopSeed = z.output<typeof shopSeedSchema>;

export const SHOP_SEED: readonly ShopSeed[] = loadSeedData('shops.json', shops, z.array(shopSeedSchema), 'system_name');
