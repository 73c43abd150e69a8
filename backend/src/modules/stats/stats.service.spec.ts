import { count } from 'drizzle-orm';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { routeForecastAccuracy } from '../../database/schema/index.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { waitFor } from '../../testing/test-environment.js';
import { TrackingRepository } from '../tracking/tracking.repository.js';
import { TrackingService } from '../tracking/tracking.service.js';
import { StatsRepository } from './stats.repository.js';
import { StatsService } from './stats.service.js';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();

interface Shipment {
  carrier: string;
  from: string;
  to: string;
  status: 'delivered' | 'returned' | 'delivery fail' | 'in transit';
  days?: number;
  deliveredDaysAgo?: number;
}

/** A small known data set; the expected figures below are computed by hand from it. */
const SHIPMENTS: Shipment[] = [
  ...[2, 5, 9, 12, 20, 25, 40].map((days) => ({
    carrier: 'china-post',
    from: 'CN',
    to: 'US',
    status: 'delivered' as const,
    days,
  })),
  { carrier: 'china-post', from: 'CN', to: 'US', status: 'delivered', days: 70, deliveredDaysAgo: 200 },
  { carrier: 'china-post', from: 'CN', to: 'US', status: 'returned' },
  { carrier: 'china-post', from: 'CN', to: 'US', status: 'delivery fail' },
  { carrier: 'china-post', from: 'CN', to: 'US', status: 'in transit' },
  ...[6, 10].map((days) => ({ carrier: 'yunexpress', from: 'CN', to: 'US', status: 'delivered' as const, days })),
  { carrier: 'royal-mail', from: 'GB', to: 'FR', status: 'delivered', days: 3 },
];

describe('route statistics', () => {
  let t: TestApp;
  let stats: StatsService;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_DATA: 'false', STATS_MIN_SAMPLE: '10' });
    stats = t.app.get(StatsService);
    const repository = t.app.get(TrackingRepository);
    for (const [index, shipment] of SHIPMENTS.entries()) {
      const delivered = new Date(now - (shipment.deliveredDaysAgo ?? 1) * DAY);
      await repository.save(
        `STAT${index}`,
        {
          status: shipment.status,
          carrierCode: shipment.carrier,
          origin: { countryIso: shipment.from },
          destination: { countryIso: shipment.to },
          firstEventAt: new Date(delivered.getTime() - (shipment.days ?? 3) * DAY),
          deliveredDate: shipment.status === 'delivered' ? delivered : null,
        },
        [],
      );
    }
    await stats.rebuildAll();
  });
  afterAll(() => t.close());

  it('computes a carrier route: sample, average, percentiles, buckets and the returned share', async () => {
    const response = await t.http.get('/api/stats/routes/cn/us/china-post').expect(200);
    expect(response.body).toEqual({
      _id: { originIso: 'CN', destinationIso: 'US', carrier: 'china-post' },
      sample_size: 10,
      delivered_shipments: 8,
      enough_data: true,
      avg_delivery_time: 22.9, // 183 / 8
      median: 16, // between 12 and 20
      p75: 28.8, // 25 + 0.25 × 15
      p90: 49, // 40 + 0.3 × 30
      p95: 59.5, // 40 + 0.65 × 30
      '0-7': 2,
      '8-15': 2,
      '16-22': 1,
      '23-30': 1,
      '31-60': 1,
      over_60: 1,
      returned_or_failed_share: 0.2,
      demo: false,
      forecast_accuracy: null, // one parcel delivered before the last 90 days: too few to forecast from
      updated_at: expect.any(String),
    });
  });

  it('computes the route over all carriers, and hides figures below the minimum sample', async () => {
    const response = await t.http.get('/api/stats/routes/CN/US').expect(200);
    expect(response.body.origin).toEqual({ name: 'China', iso: 'CN', code: '156' });
    expect(response.body.destination).toMatchObject({ iso: 'US', name: 'United States' });
    expect(response.body.overall).toMatchObject({
      _id: { originIso: 'CN', destinationIso: 'US' },
      sample_size: 12,
      delivered_shipments: 10,
      avg_delivery_time: 19.9, // 199 / 10
      median: 11, // between 10 and 12
      enough_data: true,
    });
    expect(response.body.carriers.map((stat: { _id: { carrier: string } }) => stat._id.carrier)).toEqual([
      'china-post',
      'yunexpress',
    ]);
    expect(response.body.carriers[1]).toMatchObject({
      sample_size: 2,
      enough_data: false,
      avg_delivery_time: null,
      median: null,
      '0-7': 1,
      '8-15': 1,
    });
  });

  it('keeps the last 90 days apart', async () => {
    const response = await t.http.get('/api/stats/routes/CN/US/china-post?period=90d').expect(200);
    expect(response.body).toMatchObject({ sample_size: 9, delivered_shipments: 7, over_60: 0, enough_data: false });
  });

  it('says how many parcels were delivered by day N', async () => {
    const progress = await t.http.get('/api/stats/routes/CN/US/*/progress?day=10').expect(200);
    expect(progress.body).toEqual({ day: 10, share: 0.5, delivered_shipments: 10, enough_data: true }); // 5 of 10
    const carrier = await t.http.get('/api/stats/routes/CN/US/china-post/progress?day=10').expect(200);
    expect(carrier.body).toEqual({ day: 10, share: null, delivered_shipments: 8, enough_data: false });
  });

  it('lists countries and top routes, and refuses unknown country codes', async () => {
    const countries = await t.http.get('/api/stats/countries').expect(200);
    expect(countries.body.length).toBeGreaterThan(240);
    expect(countries.body).toContainEqual({ name: 'Germany', iso: 'DE', code: '276' });
    const top = await t.http.get('/api/stats/top-routes').expect(200);
    expect(top.body.map((stat: { _id: object }) => stat._id)).toEqual([
      { originIso: 'CN', destinationIso: 'US' },
      { originIso: 'GB', destinationIso: 'FR' },
    ]);
    const unknown = await t.http.get('/api/stats/routes/XX/US').expect(400);
    expect(unknown.body.message).toBe(
      'Unknown origin country code "XX": use an ISO 3166-1 alpha-2 code such as CN or US',
    );
    await t.http.get('/api/stats/routes/CN/ZZZ').expect(400);
    await t.http.get('/api/stats/routes/CN/US?period=week').expect(400);
  });

  it('updates a route at once when a shipment on it is delivered', async () => {
    const tracking = t.app.get(TrackingService);
    const delivered = new Date(now - DAY);
    await tracking.record(
      'LIVE123456789',
      { code: 'royal-mail', name: 'Royal Mail' },
      {
        trackingNumber: 'LIVE123456789',
        found: true,
        status: 'delivered',
        subStatus: 'delivered',
        shipment: { origin: { countryIso: 'GB' }, destination: { countryIso: 'FR' } },
        events: [
          {
            occurredAt: new Date(delivered.getTime() - 5 * DAY),
            status: 'in transit',
            subStatus: 'in_transit',
            description: 'Accepted',
            rawCode: 'A',
            rawText: 'Accepted',
            carrier: 'Royal Mail',
          },
          {
            occurredAt: delivered,
            status: 'delivered',
            subStatus: 'delivered',
            description: 'Delivered',
            rawCode: 'D',
            rawText: 'Delivered',
            carrier: 'Royal Mail',
          },
        ],
      },
    );
    const route = await waitFor(
      async () => {
        const response = await t.http.get('/api/stats/routes/GB/FR/royal-mail');
        return response.body?.delivered_shipments === 2 ? response.body : undefined;
      },
      5000,
      'the incremental update',
    );
    expect(route).toMatchObject({ sample_size: 2, '0-7': 2 });
  });
});

describe('route statistics rebuilt by several processes at once', () => {
  it('finishes every rebuild, as an API and a worker starting together on a new database run theirs', async () => {
    // The labelled demo history: enough routes with a forecast backtest to store.
    const t = await startTestApp({ DEMO_HISTORY_SHIPMENTS: '3000' });
    try {
      const stats = t.app.get(StatsService);
      const { db } = t.app.get<DatabaseConnection>(DATABASE_CONNECTION);
      const stored = async () => (await db.select({ rows: count() }).from(routeForecastAccuracy))[0].rows;
      expect(await stored()).toBeGreaterThan(0);
      await Promise.all([stats.rebuildAll(), stats.rebuildAll()]);
      // The step that replaces the whole table, several at once.
      const repository = t.app.get(StatsRepository);
      await Promise.all([1, 2, 3].map(() => repository.rebuildForecastAccuracy(2)));
      expect(await stored()).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
