import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import { inLockedTransaction, type Database, type DatabaseConnection } from '../../database/database.js';
import {
  ALL_CARRIERS,
  routeDeliveryCounts,
  routeForecastAccuracy,
  routeStats,
  trackingCodes,
} from '../../database/schema/index.js';
import { backtest, type BacktestResult, type DeliveryHistogram } from './forecast/delivery-forecast.js';
import { deliveryCountsWithConfirmations } from '../confirmations/agreed-deliveries.js';

export type RouteStatsRow = typeof routeStats.$inferSelect;
export type ForecastAccuracyRow = typeof routeForecastAccuracy.$inferSelect;
/** A route_stats row with the forecast accuracy of its lane (null when the backtest had nothing to say). */
export type RouteStatsWithAccuracy = RouteStatsRow & { accuracy: ForecastAccuracyRow | null };

/** The delivery-time histograms of one route: all carriers together, and each carrier's. */
export interface RouteHistograms {
  route: Map<number, number>;
  carriers: Map<string, Map<number, number>>;
}

function addTo(histogram: Map<number, number>, day: number, shipments: number): void {
  if (shipments > 0) histogram.set(day, (histogram.get(day) ?? 0) + shipments);
}

function histogramsOf(rows: Array<{ carrierCode: string; deliveryDays: number; shipments: number }>): RouteHistograms {
  const histograms: RouteHistograms = { route: new Map(), carriers: new Map() };
  for (const row of rows) {
    addTo(histograms.route, row.deliveryDays, row.shipments);
    let carrier = histograms.carriers.get(row.carrierCode);
    if (!carrier) histograms.carriers.set(row.carrierCode, (carrier = new Map<number, number>()));
    addTo(carrier, row.deliveryDays, row.shipments);
  }
  return histograms;
}
export type StatsPeriod = 'all' | '90d';

/** The percentiles stored per route, as fractions, and their route_stats columns. */
const PERCENTILES = [
  { fraction: 0.5, column: 'median_delivery_time' },
  { fraction: 0.75, column: 'p75_delivery_time' },
  { fraction: 0.9, column: 'p90_delivery_time' },
  { fraction: 0.95, column: 'p95_delivery_time' },
] as const;

/**
 * `percentile_cont(p)` of a route's delivery days, read off its histogram in the same pass: the value at 0-based
 * position p × (n − 1) of the sorted days, interpolated between the days at the positions below and above it. A
 * day sits at position k when the running count of delivered shipments up to it (`running`) first exceeds k.
 */
function percentileFromHistogram(p: number): SQL {
  // delivered_total is the same on every row of a group: row-level inside the filters, max() outside them.
  const position = (total: SQL) => sql`${sql.raw(String(p))} * (${total} - 1)`;
  const row = position(sql`delivered_total`);
  const dayAt = (index: SQL) => sql`min(delivery_days) filter (where delivery_days >= 0 and running > ${index})`;
  const below = dayAt(sql`floor(${row})`);
  const group = position(sql`max(delivered_total)`);
  return sql`${below} + (${group} - floor(${group})) * (${dayAt(sql`ceil(${row})`)} - ${below})`;
}

/** Delivered shipments whose whole days to delivery are in [from, to] (to = null: no upper end). */
function bucket(from: number, to: number | null): SQL {
  const upper = to === null ? sql`` : sql`and delivery_days <= ${sql.raw(String(to))}`;
  return sql`coalesce(sum(shipments) filter (where delivery_days >= ${sql.raw(String(from))} ${upper}), 0)`;
}

/** The figures computed from a group's bins (statsFromHistogram's `figures`), by route_stats column. */
const COMPUTED_FIGURES: ReadonlyArray<readonly [column: string, value: SQL]> = [
  ['sample_size', sql`sum(shipments)`],
  ['delivered_shipments', bucket(0, null)],
  [
    'avg_delivery_time',
    sql`sum(shipments * delivery_days) filter (where delivery_days >= 0)::float8 / nullif(${bucket(0, null)}, 0)`,
  ],
  ...PERCENTILES.map(({ fraction, column }) => [column, percentileFromHistogram(fraction)] as const),
  ['days_0_7', bucket(0, 7)],
  ['days_8_15', bucket(8, 15)],
  ['days_16_22', bucket(16, 22)],
  ['days_23_30', bucket(23, 30)],
  ['days_31_60', bucket(31, 60)],
  ['days_over_60', bucket(61, null)],
  ['returned_or_failed_share', sql`(sum(shipments) - ${bucket(0, null)})::float8 / sum(shipments)`],
];
const COMPUTED_COLUMNS = COMPUTED_FIGURES.map(([column]) => column);

/** The figures of a route_stats row, written on insert and on update. */
const FIGURES = [...COMPUTED_COLUMNS, 'demo', 'updated_at'];

/**
 * Whether labelled demo shipments are among those a carrier's route_stats group counts (of the period): one probe of
 * tracking_codes_demo_idx (origin, destination, carrier, finished_at) per group, narrowed by the carrier and, for the
 * recent 90 days, by the finishing time.
 */
function carrierDemoExists(recent: boolean): SQL {
  return sql`exists (
    select 1 from ${trackingCodes} as demo
    where demo.is_demo and demo.delivery_days is not null and demo.carrier_code is not null
      and demo.origin_iso is not null and demo.destination_iso is not null
      and demo.origin_iso = counted.origin_iso and demo.destination_iso = counted.destination_iso
      and demo.carrier_code = counted.carrier
      ${recent ? sql`and demo.finished_at >= route_delivery_counts_recent_since()` : sql``})`;
}

/** A carrier group's demo label (null for the group of all carriers). */
const CARRIER_DEMO = sql`case
  when counted.carrier = ${ALL_CARRIERS} then null
  when counted.period = 'all' then ${carrierDemoExists(false)}
  else ${carrierDemoExists(true)}
end`;

/**
 * route_stats.demo of each group, from the groups' `carrier_demo` (CARRIER_DEMO): a carrier's group probes the index.
 * The group of all carriers on a route rests on demo data exactly when one of the route's carrier groups of the same
 * period does (a demo shipment the route counts is in its carrier's bins of that period, so that carrier has a group,
 * and its probe finds it), so it is read off those groups with a window over the route's groups rather than probed:
 * without the carrier the index cannot narrow by finishing time, and such a probe for the recent period read the
 * route's whole demo history (2.9 ms a route: 40 ms of the hourly rebuild on a million demo shipments, and over half
 * of one delivery's route refresh; P4).
 */
const DEMO_COUNTED = sql`coalesce(carrier_demo,
  bool_or(carrier_demo) over (partition by origin_iso, destination_iso, period), false)`;

/**
 * route_stats from the delivery-time histogram (route_delivery_counts, with the visitors' agreed delivery
 * confirmations added: agreed-deliveries.ts), every carrier × route and every route over
 * all carriers (GROUPING SETS), both periods ('all' counts every shipment, '90d' the recent ones), in one pass over the
 * histogram: its bins, not the shipments, are what gets sorted and counted. One statement: the rows are upserted and
 * the rows no longer computed (a carrier gone from the route) deleted. `route` narrows it to one route.
 */
function statsFromHistogram(route?: { originIso: string; destinationIso: string }): SQL {
  const where = route
    ? and(
        eq(routeDeliveryCounts.originIso, route.originIso),
        eq(routeDeliveryCounts.destinationIso, route.destinationIso),
      )
    : undefined;
  const staleScope = route
    ? sql`stale.origin_iso = ${route.originIso} and stale.destination_iso = ${route.destinationIso}`
    : sql`true`;
  return sql`
    with bins as (
      select case when grouping(carrier_code) = 1 then ${ALL_CARRIERS} else carrier_code end as carrier,
        origin_iso, destination_iso, period, delivery_days, sum(period_shipments)::integer as shipments
      from ${deliveryCountsWithConfirmations()}
      cross join lateral (values ('all', shipments), ('90d', recent_shipments)) as periods(period, period_shipments)
      where period_shipments > 0 ${where ? sql`and ${where}` : sql``}
      group by grouping sets (
        (carrier_code, origin_iso, destination_iso, period, delivery_days),
        (origin_iso, destination_iso, period, delivery_days))
    ),
    counted as (
      select *,
        sum(shipments) filter (where delivery_days >= 0)
          over (partition by carrier, origin_iso, destination_iso, period) as delivered_total,
        sum(shipments) filter (where delivery_days >= 0)
          over (partition by carrier, origin_iso, destination_iso, period order by delivery_days) as running
      from bins
    )
    , figures as (
    select carrier, origin_iso, destination_iso, period,
      ${sql.join(
        COMPUTED_FIGURES.map(([column, value]) => sql`${value} as ${sql.raw(column)}`),
        sql`, `,
      )},
      ${CARRIER_DEMO} as carrier_demo
    from counted
    group by carrier, origin_iso, destination_iso, period
    )
    , fresh as (
    insert into ${routeStats} (carrier_code, origin_iso, destination_iso, period, ${sql.raw(FIGURES.join(', '))})
    select carrier, origin_iso, destination_iso, period, ${sql.raw(COMPUTED_COLUMNS.join(', '))}, ${DEMO_COUNTED}, now()
    from figures
    on conflict (origin_iso, destination_iso, carrier_code, period) do update
      set ${sql.raw(FIGURES.map((column) => `${column} = excluded.${column}`).join(', '))}
    returning carrier_code, origin_iso, destination_iso, period
    )
    delete from ${routeStats} as stale
    where ${staleScope} and not exists (
      select 1 from fresh where (fresh.origin_iso, fresh.destination_iso, fresh.carrier_code, fresh.period)
        = (stale.origin_iso, stale.destination_iso, stale.carrier_code, stale.period))`;
}

@Injectable()
export class StatsRepository {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  /**
   * The hourly run: moves the 90-day period forward (only the shipments that left it are read) and recomputes every
   * route's figures from the histogram, in one transaction: readers see the old figures until the new ones are
   * complete. The histogram itself is already current (the trigger on tracking_codes).
   */
  async rebuildAll(): Promise<void> {
    await this.recomputeAll(sql`select route_delivery_counts_move_recent_since(now() - interval '90 days')`);
  }

  /**
   * Rebuilds the histogram from every shipment (one index-only scan of tracking_codes, in migration 0007's
   * route_delivery_counts_rebuild), then every route's figures from it: the from-scratch path, which the trigger makes
   * unnecessary in normal operation; the tests check both paths agree.
   */
  async rebuildFromShipments(): Promise<void> {
    await this.recomputeAll(sql`select route_delivery_counts_rebuild(now() - interval '90 days')`);
  }

  private async recomputeAll(histogramStep: SQL): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(histogramStep);
      await tx.execute(statsFromHistogram());
    });
  }

  /**
   * Recomputes one route's figures (every carrier on it, and all carriers together) from its histogram bins, which
   * the trigger on tracking_codes already updated in the transaction that changed the shipment. One statement.
   */
  async refreshRoute(originIso: string, destinationIso: string): Promise<void> {
    await this.db.execute(statsFromHistogram({ originIso, destinationIso }));
  }

  async route(originIso: string, destinationIso: string, period: StatsPeriod): Promise<RouteStatsWithAccuracy[]> {
    return this.withAccuracy(
      and(
        eq(routeStats.originIso, originIso),
        eq(routeStats.destinationIso, destinationIso),
        eq(routeStats.period, period),
      ),
      [desc(routeStats.deliveredShipments), routeStats.carrierCode],
    );
  }

  async topRoutes(limit: number, period: StatsPeriod): Promise<RouteStatsWithAccuracy[]> {
    return this.withAccuracy(
      and(eq(routeStats.carrierCode, ALL_CARRIERS), eq(routeStats.period, period)),
      [desc(routeStats.deliveredShipments), routeStats.originIso, routeStats.destinationIso],
      limit,
    );
  }

  async topRoutesOfCarrier(carrierCode: string, limit: number): Promise<RouteStatsWithAccuracy[]> {
    return this.withAccuracy(
      and(eq(routeStats.carrierCode, carrierCode), eq(routeStats.period, 'all')),
      [desc(routeStats.deliveredShipments)],
      limit,
    );
  }

  /** route_stats rows with their lane's stored forecast accuracy. */
  private async withAccuracy(
    where: SQL | undefined,
    order: Array<SQL | AnyPgColumn>,
    limit?: number,
  ): Promise<RouteStatsWithAccuracy[]> {
    const query = this.db
      .select({ stat: routeStats, accuracy: routeForecastAccuracy })
      .from(routeStats)
      .leftJoin(
        routeForecastAccuracy,
        and(
          eq(routeForecastAccuracy.originIso, routeStats.originIso),
          eq(routeForecastAccuracy.destinationIso, routeStats.destinationIso),
          eq(routeForecastAccuracy.carrierCode, routeStats.carrierCode),
        ),
      )
      .where(where)
      .orderBy(...order);
    const rows = limit === undefined ? await query : await query.limit(limit);
    return rows.map(({ stat, accuracy }) => ({ ...stat, accuracy }));
  }

  /** Whether labelled demo shipments are among those a lane's all-time figures count (route_stats.demo). */
  async restsOnDemo(originIso: string, destinationIso: string, carrierCode: string): Promise<boolean> {
    const [row] = await this.db
      .select({ demo: routeStats.demo })
      .from(routeStats)
      .where(
        and(
          eq(routeStats.originIso, originIso),
          eq(routeStats.destinationIso, destinationIso),
          eq(routeStats.carrierCode, carrierCode),
          eq(routeStats.period, 'all'),
        ),
      );
    return row?.demo ?? false;
  }

  /**
   * The delivery-time histograms of a route's delivered shipments of all time (returned or failed ones are not
   * delivery times), for the forecast of a parcel in transit on it.
   */
  async routeHistograms(originIso: string, destinationIso: string): Promise<RouteHistograms> {
    const rows = await this.db
      .select({
        carrierCode: routeDeliveryCounts.carrierCode,
        deliveryDays: routeDeliveryCounts.deliveryDays,
        shipments: routeDeliveryCounts.shipments,
      })
      .from(routeDeliveryCounts)
      .where(
        and(
          eq(routeDeliveryCounts.originIso, originIso),
          eq(routeDeliveryCounts.destinationIso, destinationIso),
          gte(routeDeliveryCounts.deliveryDays, 0),
        ),
      );
    return histogramsOf(rows);
  }

  /**
   * The backtest of the delivery forecast per carrier × route and per route (ALL_CARRIERS), from the histogram: the
   * shipments delivered in the last 90 days (the period the hourly run last moved) are forecast from those delivered
   * before (out of sample: a parcel never helps forecast itself), with the lane rule a visitor gets (the carrier's own
   * parcels when enough, else the route's); `backtest` says on which days each parcel is evaluated. Read through `db`
   * (the rebuild's transaction; the benchmark reads outside one).
   */
  async forecastBacktests(
    minSample: number,
    db: Pick<Database, 'select'> = this.db,
  ): Promise<Array<{ originIso: string; destinationIso: string; carrierCode: string; result: BacktestResult }>> {
    const rows = await db
      .select({
        originIso: routeDeliveryCounts.originIso,
        destinationIso: routeDeliveryCounts.destinationIso,
        carrierCode: routeDeliveryCounts.carrierCode,
        deliveryDays: routeDeliveryCounts.deliveryDays,
        shipments: routeDeliveryCounts.shipments,
        recentShipments: routeDeliveryCounts.recentShipments,
      })
      .from(routeDeliveryCounts)
      .where(gte(routeDeliveryCounts.deliveryDays, 0));
    const routes = new Map<string, typeof rows>();
    for (const row of rows) {
      const key = `${row.originIso}-${row.destinationIso}`;
      const routeRows = routes.get(key);
      if (routeRows) routeRows.push(row);
      else routes.set(key, [row]);
    }
    const results = [];
    for (const routeRows of routes.values()) {
      const { originIso, destinationIso } = routeRows[0];
      const training = histogramsOf(
        routeRows.map((row) => ({ ...row, shipments: row.shipments - row.recentShipments })),
      );
      const test = histogramsOf(routeRows.map((row) => ({ ...row, shipments: row.recentShipments })));
      const lanes: Array<[string, DeliveryHistogram, DeliveryHistogram | null]> = [
        [ALL_CARRIERS, test.route, null],
        ...[...test.carriers].map(([carrier, histogram]): [string, DeliveryHistogram, DeliveryHistogram | null] => [
          carrier,
          histogram,
          training.carriers.get(carrier) ?? new Map(),
        ]),
      ];
      for (const [carrierCode, testHistogram, carrierTraining] of lanes) {
        const result = backtest(testHistogram, carrierTraining, training.route, minSample);
        if (result) results.push({ originIso, destinationIso, carrierCode, result });
      }
    }
    return results;
  }

  /**
   * Stores the forecast backtests (the statistics rebuild runs it after moving the 90-day period) in place of the
   * previous ones, in one transaction. One rebuild at a time, whichever process runs it (several starting together on a
   * new database, the hourly job beside a removal of the demo data): two replacing the table at once would each insert
   * rows the other had not yet committed, and the second would fail on the route's unique key.
   */
  async rebuildForecastAccuracy(minSample: number): Promise<void> {
    await inLockedTransaction(this.db, 'parcelpilot:route-forecast-accuracy', async (tx) => {
      // Computed once the lock is held, so the rebuild that writes last also read last.
      const backtests = await this.forecastBacktests(minSample, tx);
      const demo = await tx
        .select({
          originIso: routeStats.originIso,
          destinationIso: routeStats.destinationIso,
          carrierCode: routeStats.carrierCode,
        })
        .from(routeStats)
        .where(and(eq(routeStats.period, 'all'), eq(routeStats.demo, true)));
      const isDemo = new Set(demo.map((row) => `${row.originIso}-${row.destinationIso}-${row.carrierCode}`));
      const updatedAt = new Date();
      const rows = backtests.map(({ originIso, destinationIso, carrierCode, result }) => ({
        originIso,
        destinationIso,
        carrierCode,
        parcels: result.parcels,
        evaluations: result.evaluations,
        held80: result.held80,
        held95: result.held95,
        demo: isDemo.has(`${originIso}-${destinationIso}-${carrierCode}`),
        updatedAt,
      }));
      await tx.delete(routeForecastAccuracy);
      for (let from = 0; from < rows.length; from += 1000)
        await tx.insert(routeForecastAccuracy).values(rows.slice(from, from + 1000));
    });
  }

  /** Routes (all carriers, and each carrier) with at least `minSample` finished shipments of all time (sitemap). */
  async routesWithEnoughData(
    minSample: number,
  ): Promise<Array<Pick<RouteStatsRow, 'carrierCode' | 'originIso' | 'destinationIso' | 'updatedAt'>>> {
    return this.db
      .select({
        carrierCode: routeStats.carrierCode,
        originIso: routeStats.originIso,
        destinationIso: routeStats.destinationIso,
        updatedAt: routeStats.updatedAt,
      })
      .from(routeStats)
      .where(and(eq(routeStats.period, 'all'), gte(routeStats.sampleSize, minSample)))
      .orderBy(routeStats.originIso, routeStats.destinationIso, routeStats.carrierCode);
  }

  /** Of the shipments delivered on a route, the share delivered within `day` days (for "day N in transit"). */
  async shareDeliveredWithin(
    carrierCode: string | null,
    originIso: string,
    destinationIso: string,
    day: number,
  ): Promise<{ share: number | null; delivered: number }> {
    const delivered = sql<string | null>`sum(${routeDeliveryCounts.shipments})`;
    const [row] = await this.db
      .select({
        within: sql<
          string | null
        >`sum(${routeDeliveryCounts.shipments}) filter (where ${routeDeliveryCounts.deliveryDays} <= ${day})`,
        delivered,
      })
      .from(routeDeliveryCounts)
      .where(
        and(
          gte(routeDeliveryCounts.deliveryDays, 0),
          eq(routeDeliveryCounts.originIso, originIso),
          eq(routeDeliveryCounts.destinationIso, destinationIso),
          carrierCode ? eq(routeDeliveryCounts.carrierCode, carrierCode) : undefined,
        ),
      );
    const total = Number(row?.delivered ?? 0);
    return { share: total > 0 ? Number(row.within ?? 0) / total : null, delivered: total };
  }
}
