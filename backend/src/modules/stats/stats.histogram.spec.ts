import { sql } from 'drizzle-orm';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { TrackingRepository } from '../tracking/tracking.repository.js';
import { historyRows, seededRandom } from './history/shipment-history.js';
import { StatsRepository } from './stats.repository.js';
import { ALL_CARRIERS } from '../../database/schema/route-stats.table.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The delivery-time histogram is kept by a trigger on tracking_codes; the figures are read off it. These tests check
 * both against the shipments themselves: the histogram the trigger kept equals the one rebuilt from scratch, and the
 * figures equal PostgreSQL's own percentile_cont / avg / count over the shipments.
 */
describe('route statistics from the delivery-time histogram', () => {
  let t: TestApp;
  let db: DatabaseConnection['db'];
  let stats: StatsRepository;
  let tracking: TrackingRepository;

  const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> => {
    const result = (await db.execute(query)) as { rows: T[] };
    return result.rows;
  };
  const histogram = () =>
    rows(sql`select origin_iso, destination_iso, carrier_code, delivery_days, shipments, recent_shipments
             from route_delivery_counts where shipments <> 0 or recent_shipments <> 0
             order by origin_iso, destination_iso, carrier_code, delivery_days`);
  const routeStats = () =>
    rows(sql`select carrier_code, origin_iso, destination_iso, period, sample_size, delivered_shipments,
               avg_delivery_time, median_delivery_time, p75_delivery_time, p90_delivery_time, p95_delivery_time,
               days_0_7, days_8_15, days_16_22, days_23_30, days_31_60, days_over_60, returned_or_failed_share
             from route_stats order by origin_iso, destination_iso, carrier_code, period`);

  beforeAll(async () => {
    t = await startTestApp({ DEMO_DATA: 'false' });
    db = t.app.get<DatabaseConnection>(DATABASE_CONNECTION).db;
    stats = t.app.get(StatsRepository);
    tracking = t.app.get(TrackingRepository);
    // 3,000 demo shipments over a year (finished up to 365 days ago), inserted in batches like seed:history does.
    const random = seededRandom(11);
    for (let from = 0; from < 3000; from += 500) {
      await tracking.insertMany(historyRows('HIST', from, from + 500, random));
    }
  });
  afterAll(() => t.close());

  it('keeps the histogram by trigger exactly as a rebuild from the shipments counts it', async () => {
    // Changes of every kind: a delivered shipment returned, one re-timed, one deleted, a returned one delivered.
    const [delivered, other, gone] = await rows<{ id: string }>(
      sql`select id from tracking_codes where status = 'delivered' order by code limit 3`,
    );
    const [returned] = await rows<{ id: string }>(
      sql`select id from tracking_codes where status = 'returned' order by code limit 1`,
    );
    await tracking.update(delivered.id, { status: 'returned', deliveredDate: null });
    await db.execute(
      sql`update tracking_codes set delivered_date = delivered_date + interval '3 days' where id = ${other.id}`,
    );
    await db.execute(sql`delete from tracking_codes where id = ${gone.id}`);
    await tracking.update(returned.id, { status: 'delivered', deliveredDate: new Date(Date.now() - DAY) });
    // And statements touching many rows at once, some leaving their bins and some not.
    await db.execute(sql`update tracking_codes set last_checked_at = now() where code like 'DEMOHIST%'`);
    await db.execute(
      sql`update tracking_codes set status = 'delivery fail' where code in (
            select code from tracking_codes where status = 'delivered' order by code desc limit 25)`,
    );

    const kept = await histogram();
    expect(kept.length).toBeGreaterThan(100);
    await stats.rebuildFromShipments();
    expect(await histogram()).toEqual(kept);
  });

  it('moves the 90-day period forward by reading only the shipments that left it', async () => {
    // Pretend the last hourly run was 200 days ago: every shipment of the last 200 days is "recent".
    await db.execute(sql`select route_delivery_counts_rebuild(now() - interval '200 days')`);
    const wide = await histogram();
    await stats.rebuildAll(); // moves the start to 90 days ago
    const moved = await histogram();
    expect(moved).not.toEqual(wide);
    await stats.rebuildFromShipments();
    expect(await histogram()).toEqual(moved);
  });

  it('refreshes one route: a carrier whose last shipment there is gone leaves it', async () => {
    const delivered = new Date(Date.now() - DAY);
    await tracking.insertMany([
      {
        code: 'ROUTEONLY1',
        status: 'delivered',
        carrierCode: 'posten-norge',
        origin: { countryIso: 'IS' },
        destination: { countryIso: 'NO' },
        firstEventAt: new Date(delivered.getTime() - 4 * DAY),
        deliveredDate: delivered,
      },
    ]);
    const onRoute = () =>
      rows<{ carrier_code: string; period: string; delivered_shipments: number; median_delivery_time: number }>(
        sql`select carrier_code, period, delivered_shipments, median_delivery_time from route_stats
            where origin_iso = 'IS' and destination_iso = 'NO' order by carrier_code, period`,
      );
    await stats.refreshRoute('IS', 'NO');
    expect(await onRoute()).toEqual([
      { carrier_code: '*', period: '90d', delivered_shipments: 1, median_delivery_time: 4 },
      { carrier_code: '*', period: 'all', delivered_shipments: 1, median_delivery_time: 4 },
      { carrier_code: 'posten-norge', period: '90d', delivered_shipments: 1, median_delivery_time: 4 },
      { carrier_code: 'posten-norge', period: 'all', delivered_shipments: 1, median_delivery_time: 4 },
    ]);
    await db.execute(sql`delete from tracking_codes where code = 'ROUTEONLY1'`);
    await stats.refreshRoute('IS', 'NO');
    expect(await onRoute()).toEqual([]);
  });

  it('gives the figures PostgreSQL computes over the shipments themselves', async () => {
    await stats.rebuildAll();
    const direct = await rows<Record<string, unknown>>(sql`
      select carrier_code, origin_iso, destination_iso, 'all' as period,
        count(*)::int as sample_size,
        count(*) filter (where status = 'delivered')::int as delivered_shipments,
        avg(delivery_days) filter (where status = 'delivered') as avg_delivery_time,
        percentile_cont(0.5) within group (order by delivery_days) filter (where status = 'delivered') as median_delivery_time,
        percentile_cont(0.75) within group (order by delivery_days) filter (where status = 'delivered') as p75_delivery_time,
        percentile_cont(0.9) within group (order by delivery_days) filter (where status = 'delivered') as p90_delivery_time,
        percentile_cont(0.95) within group (order by delivery_days) filter (where status = 'delivered') as p95_delivery_time,
        count(*) filter (where status = 'delivered' and delivery_days <= 7)::int as days_0_7,
        count(*) filter (where status = 'delivered' and delivery_days between 8 and 15)::int as days_8_15,
        count(*) filter (where status = 'delivered' and delivery_days between 16 and 22)::int as days_16_22,
        count(*) filter (where status = 'delivered' and delivery_days between 23 and 30)::int as days_23_30,
        count(*) filter (where status = 'delivered' and delivery_days between 31 and 60)::int as days_31_60,
        count(*) filter (where status = 'delivered' and delivery_days > 60)::int as days_over_60,
        count(*) filter (where status <> 'delivered')::float8 / count(*) as returned_or_failed_share
      from tracking_codes where delivery_days is not null
      group by carrier_code, origin_iso, destination_iso
      order by origin_iso, destination_iso, carrier_code`);
    const computed = (await routeStats()).filter((row) => row.period === 'all' && row.carrier_code !== '*');
    expect(computed).toHaveLength(direct.length);
    const close = (value: unknown) => (value === null ? null : expect.closeTo(Number(value), 9));
    expect(computed).toEqual(
      direct.map((row) => ({
        ...row,
        avg_delivery_time: close(row.avg_delivery_time),
        median_delivery_time: close(row.median_delivery_time),
        p75_delivery_time: close(row.p75_delivery_time),
        p90_delivery_time: close(row.p90_delivery_time),
        p95_delivery_time: close(row.p95_delivery_time),
        returned_or_failed_share: close(row.returned_or_failed_share),
      })),
    );
  });
  it('marks as demo exactly the figures that count demo shipments: per carrier and all carriers, per period', async () => {
    // Real shipments beside the demo ones: one carrier's all real, another's real in the last 90 days only.
    const carriers = await rows<{ carrier_code: string }>(
      sql`select carrier_code from tracking_codes where carrier_code is not null
          group by carrier_code order by count(*) desc limit 2`,
    );
    await db.execute(sql`update tracking_codes set is_demo = false where carrier_code = ${carriers[0].carrier_code}`);
    await db.execute(
      sql`update tracking_codes set is_demo = false
          where carrier_code = ${carriers[1].carrier_code} and finished_at >= now() - interval '90 days'`,
    );
    // And one route with no demo shipment at all: its carriers together are not demo data in either period.
    const [route] = await rows<{ origin_iso: string; destination_iso: string }>(
      sql`select origin_iso, destination_iso from route_stats group by 1, 2 order by 1, 2 limit 1`,
    );
    await db.execute(
      sql`update tracking_codes set is_demo = false
          where origin_iso = ${route.origin_iso} and destination_iso = ${route.destination_iso}`,
    );
    await stats.rebuildAll();
    const marked = await rows<{ demo: boolean; expected: boolean; period: string; all_carriers: boolean }>(sql`
      select rs.demo, rs.period, rs.carrier_code = ${ALL_CARRIERS} as all_carriers, exists (
        select 1 from tracking_codes d
        where d.is_demo and d.delivery_days is not null and d.carrier_code is not null
          and d.origin_iso = rs.origin_iso and d.destination_iso = rs.destination_iso
          and (rs.carrier_code = ${ALL_CARRIERS} or d.carrier_code = rs.carrier_code)
          and (rs.period = 'all' or d.finished_at >= route_delivery_counts_recent_since())) as expected
      from route_stats rs`);
    expect(marked.filter((row) => row.demo !== row.expected)).toEqual([]);
    // Each variant of the check is met: a carrier's figures with and without demo shipments in either period, and
    // every carrier's together with them.
    const seen = new Set(
      marked.map((row) => `${row.all_carriers ? 'all carriers' : 'one carrier'} ${row.period} ${row.demo}`),
    );
    for (const period of ['all', '90d']) {
      for (const demo of [true, false]) expect(seen).toContain(`one carrier ${period} ${demo}`);
      for (const demo of [true, false]) expect(seen).toContain(`all carriers ${period} ${demo}`);
    }
  });
});
