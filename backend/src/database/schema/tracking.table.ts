import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export interface StoredLocation {
  address?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  countryIso?: string;
}

export interface StoredShipmentInfo {
  serviceType?: string;
  extraCarrier?: { trackingNumber: string; companyCode: string; companyName?: string };
  estimatedDelivery?: { min?: string; max?: string };
  predictedDeliveryDate?: string;
}

/** The shipments the route statistics count: finished, with a carrier and both countries (partial indexes below). */
const statsCounted = sql.raw(
  'delivery_days is not null and carrier_code is not null and origin_iso is not null and destination_iso is not null',
);

/**
 * One row per tracking number anyone looked up (spec: tracking code). `status` null is the spec's `false`
 * (ERROR, CARRIER_NOT_DETECTED and NOT_FOUND, kept apart in `failure`).
 */
export const trackingCodes = pgTable(
  'tracking_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    status: text('status'),
    subStatus: text('sub_status'),
    failure: text('failure'),
    origin: jsonb('origin').$type<StoredLocation>(),
    destination: jsonb('destination').$type<StoredLocation>(),
    createdDate: timestamp('created_date', { withTimezone: true }),
    sender: text('sender'),
    recipient: text('recipient'),
    weight: doublePrecision('weight'),
    weightUnit: text('weight_unit').notNull().default('gr'),
    foundIn: jsonb('found_in').$type<Array<{ name: string; code: string }>>().notNull().default([]),
    trackedIn: jsonb('tracked_in').$type<Array<{ name: string; code: string }>>().notNull().default([]),
    shipmentInfo: jsonb('shipment_info').$type<StoredShipmentInfo>().notNull().default({}),
    daysInTransit: integer('days_in_transit'),
    firstEventAt: timestamp('first_event_at', { withTimezone: true }),
    deliveredDate: timestamp('delivered_date', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    failureCount: integer('failure_count').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
    /** The carrier that found the shipment (foundIn[0]); what route statistics group by. */
    carrierCode: text('carrier_code'),
    originIso: text('origin_iso').generatedAlwaysAs(sql`upper(origin->>'countryIso')`),
    destinationIso: text('destination_iso').generatedAlwaysAs(sql`upper(destination->>'countryIso')`),
    /**
     * The statistics' delivery time: delivered date minus the carrier's first event in whole days (a parcel delivered
     * 2.9 days after its first event was delivered on day 2, as `daysInTransit` counts); −1 (NOT_DELIVERED_DAYS) for
     * a returned or failed shipment; null while the shipment is not finished or has no first event.
     */
    deliveryDays: integer('delivery_days').generatedAlwaysAs(
      sql`case when status = 'delivered' then floor(extract(epoch from (delivered_date - first_event_at)) / 86400)::integer when status in ('returned', 'delivery fail') then -1 end`,
    ),
    /** When the shipment finished (delivered, returned or failed) for the statistics' 90-day period; else null. */
    finishedAt: timestamp('finished_at', { withTimezone: true }).generatedAlwaysAs(
      sql`case when status in ('delivered', 'returned', 'delivery fail') then coalesce(delivered_date, updated_at) end`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tracking_codes_code_unique').on(table.code),
    // The statistics' full rebuild reads only this (an index-only scan, already in group order), and the hourly
    // move of the 90-day window reads the second one for the shipments that left it.
    index('tracking_codes_stats_idx')
      .on(table.originIso, table.destinationIso, table.carrierCode, table.deliveryDays, table.finishedAt)
      .where(sql`${statsCounted}`),
    index('tracking_codes_finished_idx')
      .on(table.finishedAt)
      .where(sql`${statsCounted}`),
    // Which route figures rest on labelled demo shipments (the statistics rebuild), and the removal of all of them.
    index('tracking_codes_demo_idx')
      .on(table.originIso, table.destinationIso, table.carrierCode, table.finishedAt)
      .where(sql`${table.isDemo} and ${statsCounted}`),
    index('tracking_codes_next_check_idx')
      .on(table.nextCheckAt)
      .where(sql`${table.nextCheckAt} is not null`),
  ],
);

/** Events of a shipment. Unique per shipment + time + text + carrier, so fetching again never duplicates. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackingCodeId: uuid('tracking_code_id')
      .notNull()
      .references(() => trackingCodes.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    description: text('description').notNull(),
    carrier: text('carrier').notNull(),
    status: text('status').notNull(),
    subStatus: text('sub_status').notNull(),
    location: jsonb('location').$type<StoredLocation>(),
    rawCode: text('raw_code').notNull().default(''),
    rawText: text('raw_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tracking_events_unique').on(table.trackingCodeId, table.occurredAt, table.description, table.carrier),
    index('tracking_events_code_time_idx').on(table.trackingCodeId, table.occurredAt),
  ],
);
