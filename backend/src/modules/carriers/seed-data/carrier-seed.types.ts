/**
 * The schemas of the carrier reference data (`carriers.json`, `carrier-services.json`), checked when the files load
 * (reference-data/seed-data-file.ts); the seed's types are derived from them. A fact that is not well known is left
 * out of a record rather than guessed, and reads as null.
 */

import { z } from 'zod';
import { seedSlug, seedText } from '../../reference-data/seed-data-file.js';

export const CARRIER_TYPES = ['postal', 'express', 'ecommerce', 'regional', 'freight', 'aggregator'] as const;
export type CarrierType = (typeof CARRIER_TYPES)[number];

/** A field the file leaves out when the fact is unknown (never written as null), read as null. */
function absentIsNull<T extends z.ZodType>(schema: T) {
  return schema.optional().transform((value): z.output<T> | null => value ?? null);
}

export const carrierSeedSchema = z.strictObject({
  /** seedSlug, lowercase, stable; equals the detection engine's carrier code where one exists */
  code: seedSlug,
  name: seedText,
  /** ISO 3166-1 alpha-2 uppercase; absent for global networks */
  countryIso: absentIsNull(z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code in capitals')),
  type: z.enum(CARRIER_TYPES),
  /** https URL of the official site */
  homepage: absentIsNull(z.url({ protocol: /^https$/ })),
  /** public customer-service number where well known */
  phone: absentIsNull(seedText),
  /** public contact e-mail where well known (never invented) */
  email: absentIsNull(z.email()),
  /** official tracking page URL template containing {number}, where known */
  trackingUrl: absentIsNull(seedText.includes('{number}')),
  internationalService: z.boolean(),
  /** 1–3 factual sentences written by us */
  description: seedText,
  /** for national posts: the S10 country code(s) they issue */
  s10CountryCodes: z
    .array(z.string().regex(/^[A-Z]{2}$/, 'an S10 country code in capitals'))
    .min(1)
    .optional(),
});
export type CarrierSeed = z.output<typeof carrierSeedSchema>;

export const carrierServiceSeedSchema = z.strictObject({
  carrierCode: seedSlug,
  /** slug of the service page, e.g. 'usps-priority-mail' */
  clear_url: seedSlug,
  /** e.g. '1–3 business days' */
  shipping_time: seedText,
  /** service name, e.g. 'Priority Mail' */
  trackingService: seedText,
  /** a format-valid example number */
  trackingNumberExample: seedText,
  internationalService: z.boolean(),
  cargo_types: z.strictObject({ general: z.boolean(), special: z.boolean() }),
  content: z.strictObject({
    en: z.strictObject({ short_content: seedText.optional(), short_content2: seedText.optional() }),
  }),
  order: z.number().int().nonnegative(),
});
export type CarrierServiceSeed = z.output<typeof carrierServiceSeedSchema>;
