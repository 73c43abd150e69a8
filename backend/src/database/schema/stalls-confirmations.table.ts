import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The gaps between consecutive events of the shipments on a lane (carrier × route, and the route over all carriers
 * under ALL_CARRIERS): their 90th percentile, for the "no scan for N days" stall notice. Rebuilt with the route
 * statistics by the statistics job, never per lookup.
 */
export const routeScanGaps = pgTable(
  'route_scan_gaps',
  {
    carrierCode: text('carrier_code').notNull(),
    originIso: text('origin_iso').notNull(),
    destinationIso: text('destination_iso').notNull(),
    /** 90th percentile of the gaps between consecutive events, in hours. */
    p90GapHours: doublePrecision('p90_gap_hours').notNull(),
    /** How many gaps and how many shipments it was computed from (too few: no stall is said). */
    gaps: integer('gaps').notNull(),
    shipments: integer('shipments').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.originIso, table.destinationIso, table.carrierCode] })],
);

/**
 * "I received it": a visitor's delivery date for a number the site cannot follow itself (a link-out carrier), kept
 * apart from carrier data. One per number and browser (`browser_key`, a keyed hash of the browser's random token);
 * `visitor_key` is a keyed hash of the visitor's address for the per-address limit, never the address itself.
 */
export const deliveryConfirmations = pgTable(
  'delivery_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    deliveredOn: date('delivered_on', { mode: 'string' }).notNull(),
    browserKey: text('browser_key').notNull(),
    visitorKey: text('visitor_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('delivery_confirmations_code_browser_unique').on(table.code, table.browserKey),
    index('delivery_confirmations_created_idx').on(table.createdAt),
  ],
);
