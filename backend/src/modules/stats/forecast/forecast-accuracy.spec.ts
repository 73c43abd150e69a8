import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { TrackingRepository } from '../../tracking/tracking.repository.js';
import { StatsService } from '../stats.service.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The stored backtest on a small history, computed by hand. With a minimum sample of 2:
 * forecast from the five parcels delivered 200 days ago (days 2, 4, 6, 8, 10):
 *   days 0–2: 80% by day 8, 95% by day 10; days 3–8: both by day 10; days 9 on: fewer than 2 left, no forecast.
 * checked on the three delivered 10 days ago:
 *   day 5 (evaluated on days 0–4): every window held → 1 and 1;
 *   day 9 (days 0–8): the 80% window missed on days 0–2, held on 3–8 → 6/9; the 95% window always held → 1;
 *   day 12 (days 0–8; none after): every window missed → 0 and 0.
 * held 80 = (1 + 6/9 + 0) / 3 = 0.556; held 95 = (1 + 1 + 0) / 3 = 0.667; 5 + 9 + 9 = 23 forecasts checked.
 */
describe('the stored forecast accuracy', () => {
  let t: TestApp;

  beforeAll(async () => {
    // DEMO_DATA=false never writes the day-one history, whatever its size.
    t = await startTestApp({ DEMO_DATA: 'false', DEMO_HISTORY_SHIPMENTS: '50', STATS_MIN_SAMPLE: '2' });
    const repository = t.app.get(TrackingRepository);
    const history = [
      ...[2, 4, 6, 8, 10].map((days) => ({ days, deliveredDaysAgo: 200 })),
      ...[5, 9, 12].map((days) => ({ days, deliveredDaysAgo: 10 })),
    ];
    for (const [index, { days, deliveredDaysAgo }] of history.entries()) {
      const delivered = new Date(Date.now() - deliveredDaysAgo * DAY);
      await repository.save(
        `ACCURACY${index}`,
        {
          status: 'delivered',
          carrierCode: 'yunexpress',
          origin: { countryIso: 'CN' },
          destination: { countryIso: 'US' },
          firstEventAt: new Date(delivered.getTime() - (days + 0.5) * DAY),
          deliveredDate: delivered,
        },
        [],
      );
    }
    await t.app.get(StatsService).rebuildAll();
  });
  afterAll(() => t.close());

  it('is computed by the statistics rebuild and answered with the route', async () => {
    const response = await t.http.get('/api/stats/routes/CN/US').expect(200);
    const expected = { parcels: 3, evaluations: 23, held_80: 0.556, held_95: 0.667, demo: false };
    expect(response.body.overall.forecast_accuracy).toMatchObject(expected);
    expect(response.body.carriers[0].forecast_accuracy).toMatchObject(expected);
  });

  it('rests on no demo data with DEMO_DATA=false', async () => {
    const admin = await t.signIn();
    expect((await admin.get('/api/demo-data').expect(200)).body).toEqual({ shipments: 0 });
  });
});
