/**
 * Tracking-link templates of the directory's carriers, keyed by carrier code (`tracking-url-templates.json`): the
 * carrier's own public tracking page, with `{number}` where the tracking number goes. Seeded into
 * `carriers.tracking_url_template` (the seed ledger's dataset `carrier-tracking-url-templates`), so staff can change or
 * clear any of them in the back-office.
 *
 * Only pages that take the number in their address are listed: a carrier whose site asks for it in a form (or also
 * needs a postcode) has no template rather than a link that opens an empty form. The addresses were collected from
 * the carriers' sites as linked in public sources and could not be opened from the machine they were written on;
 * a carrier that moves its page is corrected by staff, and in this file for new installs. Where each later entry
 * comes from is listed in `tracking-url-templates.sources.md`.
 */

import { z } from 'zod';
import { loadSeedData, seedSlug } from '../../reference-data/seed-data-file.js';
import { trackingUrlTemplateProblem } from '../tracking-url-template.js';
import templates from './tracking-url-templates.json' with { type: 'json' };

export const trackingUrlTemplatesSchema = z.record(
  seedSlug,
  z.string().superRefine((template, context) => {
    const problem = trackingUrlTemplateProblem(template);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
);

/** Carrier code → template; checked at load, so a bad entry stops the start with the key and the reason. */
export const TRACKING_URL_TEMPLATES: Readonly<Record<string, string>> = loadSeedData(
  'tracking-url-templates.json',
  templates,
  trackingUrlTemplatesSchema,
);
