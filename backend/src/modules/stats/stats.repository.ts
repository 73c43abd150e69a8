import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { ALL_CARRIERS, routeStats, trackingCodes } from '../../database/schema/index.js';

export type RouteStatsRow = typeof routeStats.$inferSelect;
export type StatsPeriod = 'all' | '90d';

/** Statuses that end a shipment's journey for the statistics: delivered, or returned / failed. */
const FINISHED = sql`status in ('delivered', 'returned', 'delivery fail')`;

/**
 * The aggregation, in one scan of the shipments per call: every carrier × route and every route over all carriers
 * (GROUPING SETS), both periods at once (FILTER), four percentiles from one sort (percentile_cont over an array).
 * `where` narrows it to one route for the incremental update; the SQL is the same.
 */
function aggregateInto(where: SQL | undefined): SQL {
  const scope = where ? sql`and ${where}` : sql``;
  const percentiles = (filter: SQL) =>
    sql`percentile_cont(array[0.5, 0.75, 0.9, 0.95]) within group (order by delivery_days) filter (where status = 'delivered' and ${filter})`;
  const periodColumns = (suffix: string, filter: SQL) => sql`
      count(*) filter (where ${filter}) as ${sql.raw(`sample_${suffix}`)},
      count(*) filter (where status = 'delivered' and ${filter}) as ${sql.raw(`delivered_${suffix}`)},
      avg(delivery_days) filter (where status = 'delivered' and ${filter}) as ${sql.raw(`avg_${suffix}`)},
      ${percentiles(filter)} as ${sql.raw(`pct_${suffix}`)},
      count(*) filter (where status = 'delivered' and delivery_days < 8 and ${filter}) as ${sql.raw(`b0_${suffix}`)},
      count(*) filter (where status = 'delivered' and delivery_days >= 8 and delivery_days < 16 and ${filter}) as ${sql.raw(`b1_${suffix}`)},
      count(*) filter (where status = 'delivered' and delivery_days >= 16 and delivery_days < 23 and ${filter}) as ${sql.raw(`b2_${suffix}`)},
      count(*) filter (where status = 'delivered' and delivery_days >= 23 and delivery_days < 31 and ${filter}) as ${sql.raw(`b3_${suffix}`)},
      count(*) filter (where status = 'delivered' and delivery_days >= 31 and delivery_days < 61 and ${filter}) as ${sql.raw(`b4_${suffix}`)},
      count(*) filter (where status = 'delivered' and delivery_days >= 61 and ${filter}) as ${sql.raw(`b5_${suffix}`)}`;
  const periodValues = (period: StatsPeriod, suffix: string) =>
    sql.raw(
      `('${period}', sample_${suffix}, delivered_${suffix}, avg_${suffix}, pct_${suffix}, b0_${suffix}, b1_${suffix}, b2_${suffix}, b3_${suffix}, b4_${suffix}, b5_${suffix})`,
    );
  return sql`
    with aggregated as (
      select
        case when grouping(carrier_code) = 1 then ${ALL_CARRIERS} else carrier_code end as carrier,
        origin_iso, destination_iso,
        ${periodColumns('all', sql`true`)},
        ${periodColumns('90d', sql`coalesce(delivered_date, updated_at) >= now() - interval '90 days'`)}
      from ${trackingCodes}
      where ${FINISHED} and origin_iso is not null and destination_iso is not null and carrier_code is not null
        and (status <> 'delivered' or delivery_days is not null) ${scope}
      group by grouping sets ((carrier_code, origin_iso, destination_iso), (origin_iso, destination_iso))
    )
    insert into ${routeStats} (
      carrier_code, origin_iso, destination_iso, period, sample_size, delivered_shipments, avg_delivery_time,
      median_delivery_time, p75_delivery_time, p90_delivery_time, p95_delivery_time,
      days_0_7, days_8_15, days_16_22, days_23_30, days_31_60, days_over_60, returned_or_failed_share, updated_at
    )
    select carrier, origin_iso, destination_iso, v.period, v.sample, v.delivered, v.average,
      v.pct[1], v.pct[2], v.pct[3], v.pct[4], v.b0, v.b1, v.b2, v.b3, v.b4, v.b5,
      case when v.sample = 0 then 0 else (v.sample - v.delivered)::float8 / v.sample end, now()
    from aggregated
    cross join lateral (values ${periodValues('all', 'all')}, ${periodValues('90d', '90d')})
      as v(period, sample, delivered, average, pct, b0, b1, b2, b3, b4, b5)
    where v.sample > 0`;
}

@Injectable()
export class StatsRepository {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  /** Recomputes every route in one transaction: readers see the old figures until the new ones are complete. */
  async rebuildAll(): Promise<void> {
    await this.db.transaction(async (tx) => {
      // The percentiles sort each route's rows; enough memory keeps those sorts off disk.
      await tx.execute(sql`set local work_mem = '64MB'`);
      await tx.delete(routeStats);
      await tx.execute(aggregateInto(undefined));
    });
  }

  /** Recomputes one route (every carrier on it, and all carriers together). */
  async rebuildRoute(originIso: string, destinationIso: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(routeStats)
        .where(and(eq(routeStats.originIso, originIso), eq(routeStats.destinationIso, destinationIso)));
      await tx.execute(aggregateInto(sql`origin_iso = ${originIso} and destination_iso = ${destinationIso}`));
    });
  }

  async route(originIso: string, destinationIso: string, period: StatsPeriod): Promise<RouteStatsRow[]> {
    return this.db
      .select()
      .from(routeStats)
      .where(
        and(
          eq(routeStats.originIso, originIso),
          eq(routeStats.destinationIso, destinationIso),
          eq(routeStats.period, period),
        ),
      )
      .orderBy(desc(routeStats.deliveredShipments), routeStats.carrierCode);
  }

  async topRoutes(limit: number, period: StatsPeriod): Promise<RouteStatsRow[]> {
    return this.db
      .select()
      .from(routeStats)
      .where(and(eq(routeStats.carrierCode, ALL_CARRIERS), eq(routeStats.period, period)))
      .orderBy(desc(routeStats.deliveredShipments), routeStats.originIso, routeStats.destinationIso)
      .limit(limit);
  }

  async topRoutesOfCarrier(carrierCode: string, limit: number): Promise<RouteStatsRow[]> {
    return this.db
      .select()
      .from(routeStats)
      .where(and(eq(routeStats.carrierCode, carrierCode), eq(routeStats.period, 'all')))
      .orderBy(desc(routeStats.deliveredShipments))
      .limit(limit);
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
    const [row] = await this.db
      .select({
        share: sql<
          number | string | null
        >`count(*) filter (where ${trackingCodes.deliveryDays} <= ${day}::float8)::float8 / nullif(count(*), 0)`,
        delivered: count(),
      })
      .from(trackingCodes)
      .where(
        and(
          eq(trackingCodes.status, 'delivered'),
          isNotNull(trackingCodes.deliveryDays),
          eq(trackingCodes.originIso, originIso),
          eq(trackingCodes.destinationIso, destinationIso),
          carrierCode ? eq(trackingCodes.carrierCode, carrierCode) : undefined,
        ),
      );
    const delivered = row?.delivered ?? 0;
    return { share: delivered > 0 ? Number(row.share) : null, delivered };
  }
}
