/**
 * Reference carriers for the courier directory (`carriers.json`), seeded into the carriers table by the seed runner.
 *
 * Codes are stable lowercase slugs. Every carrier the detection engine can report keeps the engine's code
 * (`tracking/detection/carrier-formats.ts` and `upu-members.ts`), so a detected number links straight to its
 * carrier page. National postal operators come first, one per S10 country code in `upu-members.ts` (in the order of
 * `UPU_POSTAL_OPERATORS`: member states, then territories), then the international express integrators and large
 * parcel networks (including every non-postal detection code), regional, e-commerce and freight carriers, and
 * aggregators.
 *
 * Facts are limited to what is well established: names, countries, official sites and public tracking pages.
 * Phone numbers, e-mails, homepages and tracking URLs that are not well known are left out rather than guessed.
 * Descriptions are our own short summaries.
 */

import { z } from 'zod';
import { loadSeedData } from '../../reference-data/seed-data-file.js';
import { carrierSeedSchema, type CarrierSeed } from './carrier-seed.types.js';
import carriers from './carriers.json' with { type: 'json' };

export const CARRIER_SEED: readonly CarrierSeed[] = loadSeedData(
  'carriers.json',
  carriers,
  z.array(carrierSeedSchema),
  'code',
);
