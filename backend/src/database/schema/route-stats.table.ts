import { sql } from 'drizzle-orm';
import { doublePrecision, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** All carriers of a route together are stored under this carrier code. */
export const ALL_CARRIERS = '*';

/**
 * The delivery-time histogram the statistics are computed from: finished shipments counted per carrier × route ×
 * whole days to delivery (−1 for returned or failed), all of them and those finished since the `recentSince` stored in
 * system_state (90 days before the last hourly run). Kept current by a trigger on tracking_codes in the same
 * transaction as every change to a shipment, so each finished shipment is counted exactly once (migration 0007).
 */
export const routeDeliveryCounts = pgTable(
  'route_delivery_counts',
  {
    carrierCode: text('carrier_code').notNull(),
    originIso: text('origin_iso').notNull(),
    destinationIso: text('destination_iso').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    shipments: integer('shipments').notNull(),
    recentShipments: integer('recent_shipments').notNull(),
  },
  (table) => [primaryKey({ columns: [table.originIso, table.destinationIso, table.carrierCode, table.deliveryDays] })],
);

/**
 * Shipping-time statistics per carrier and country route (spec: carrier shipping stat per route), for all time
 * and the last 90 days. Rebuilt by the statistics job, and per route on every delivered shipment.
 */
export const routeStats = pgTable(
  'route_stats',
  {
    carrierCode: text('carrier_code').notNull(),
    originIso: text('origin_iso').notNull(),
    destinationIso: text('destination_iso').notNull(),
    period: text('period').$type<'all' | '90d'>().notNull(),
    sampleSize: integer('sample_size').notNull(),
    deliveredShipments: integer('delivered_shipments').notNull(),
    avgDeliveryTime: doublePrecision('avg_delivery_time'),
    medianDeliveryTime: doublePrecision('median_delivery_time'),
    p75DeliveryTime: doublePrecision('p75_delivery_time'),
    p90DeliveryTime: doublePrecision('p90_delivery_time'),
    p95DeliveryTime: doublePrecision('p95_delivery_time'),
    days0to7: integer('days_0_7').notNull(),
    days8to15: integer('days_8_15').notNull(),
    days16to22: integer('days_16_22').notNull(),
    days23to30: integer('days_23_30').notNull(),
    days31to60: integer('days_31_60').notNull(),
    daysOver60: integer('days_over_60').notNull(),
    returnedOrFailedShare: doublePrecision('returned_or_failed_share').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.originIso, table.destinationIso, table.carrierCode, table.period] })],
);
