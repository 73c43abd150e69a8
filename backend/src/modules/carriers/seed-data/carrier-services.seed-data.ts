/**
 * Reference services of the large carriers (`carrier-services.json`), seeded into the carrier services table by the
 * seed runner.
 *
 * `trackingNumberExample` is a format-valid number that the detection engine attributes to the service's carrier:
 * taken from the examples in `tracking/detection/carrier-formats.ts` where one exists, otherwise built with the
 * carrier's check-digit rule (UPS service codes, UPU S10 numbers). They are examples, not real shipments.
 * `cargo_types.special` marks services that accept regulated goods (dangerous goods, high value) under contract.
 */

import { z } from 'zod';
import { loadSeedData } from '../../reference-data/seed-data-file.js';
import { carrierServiceSeedSchema, type CarrierServiceSeed } from './carrier-seed.types.js';
import services from './carrier-services.json' with { type: 'json' };

export const CARRIER_SERVICE_SEED: readonly CarrierServiceSeed[] = loadSeedData(
  'carrier-services.json',
  services,
  z.array(carrierServiceSeedSchema),
  'clear_url',
);
