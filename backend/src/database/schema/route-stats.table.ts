import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
    /** Some of the shipments counted are labelled demo shipments: every figure of the row says so on the page. */
    demo: boolean('demo').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.originIso, table.destinationIso, table.carrierCode, table.period] })],
);

/**
 * How often the delivery forecast's windows held, per carrier × route and per route over all carriers (ALL_CARRIERS):
 * the backtest of the statistics rebuild over the shipments delivered in the last 90 days (forecast/backtest.ts).
 */
export const routeForecastAccuracy = pgTable(
  'route_forecast_accuracy',
  {
    carrierCode: text('carrier_code').notNull(),
    originIso: text('origin_iso').notNull(),
    destinationIso: text('destination_iso').notNull(),
    /** Delivered shipments of the last 90 days that had a forecast. */
    parcels: integer('parcels').notNull(),
    /** Forecasts checked: each parcel at each of its evaluation days. */
    evaluations: integer('evaluations').notNull(),
    /** Share of parcels whose 80% (95%) window held, each parcel weighing its evaluation days equally, 0..1. */
    held80: doublePrecision('held_80').notNull(),
    held95: doublePrecision('held_95').notNull(),
    /** Some of the shipments counted are labelled demo shipments. */
    demo: boolean('demo').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.originIso, table.destinationIso, table.carrierCode] })],
);
