import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { DemoSeedService } from '../../tracking/demo/demo-seed.service.js';
import { DemoHistoryService } from './demo-history.service.js';

/** The first start with DEMO_DATA on (the default outside production), with a small day-one history. */
describe('demo data on day one', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_HISTORY_SHIPMENTS: '600' });
  });
  afterAll(() => t.close());

  const restart = async () => {
    await t.app.get(DemoSeedService).onApplicationBootstrap();
    await t.app.get(DemoHistoryService).onApplicationBootstrap();
  };

  it('gives the featured route figures, each labelled as resting on demo data', async () => {
    const route = (await t.http.get('/api/stats/routes/CN/US').expect(200)).body;
    expect(route.overall).toMatchObject({ enough_data: true, demo: true });
    expect(route.overall.median).toEqual(expect.any(Number));
    expect(route.carriers.length).toBeGreaterThan(1);
    for (const carrier of route.carriers) expect(carrier.demo).toBe(true);
    // A route the history has no shipment on rests on no demo data.
    expect((await t.http.get('/api/stats/routes/IS/MN').expect(200)).body.overall).toBeNull();
  });

  it('forecasts the demo parcel in transit from its lane, conditional on its days in transit', async () => {
    // China Post, China → United States, first event 11.5 days before the seed: day 11 in transit.
    const result = (await t.http.get('/api/tracking/LZ473829165CN').expect(200)).body;
    const forecast = result.deliveryForecast;
    expect(forecast).toMatchObject({ fromDay: 11, originIso: 'CN', destinationIso: 'US', demo: true });
    expect(forecast.basedOn).toBeGreaterThanOrEqual(10);
    const [window80, window95] = forecast.windows;
    expect(window80).toMatchObject({ percent: 80, byDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });
    expect(window80.byDay).toBeGreaterThanOrEqual(11);
    expect(window95.percent).toBe(95);
    expect(window95.byDay).toBeGreaterThanOrEqual(window80.byDay);
    // A delivered parcel gets none.
    expect((await t.http.get('/api/tracking/1Z5R89390357567127').expect(200)).body.deliveryForecast).toBeNull();
  });

  it('is written once: a restart adds nothing', async () => {
    const admin = await t.signIn();
    const before = (await admin.get('/api/demo-data').expect(200)).body.shipments;
    expect(before).toBeGreaterThanOrEqual(600);
    await restart();
    expect((await admin.get('/api/demo-data').expect(200)).body.shipments).toBe(before);
  });

  it('is removed by staff in one action, figures with it, and a restart does not bring it back', async () => {
    await t.http.delete('/api/demo-data').expect(401);
    const admin = await t.signIn();
    const before = (await admin.get('/api/demo-data').expect(200)).body.shipments;
    expect((await admin.delete('/api/demo-data').expect(200)).body).toEqual({ removedShipments: before });
    expect((await admin.get('/api/demo-data').expect(200)).body).toEqual({ shipments: 0 });
    expect((await t.http.get('/api/stats/routes/CN/US').expect(200)).body.overall).toBeNull();
    await restart();
    expect((await admin.get('/api/demo-data').expect(200)).body).toEqual({ shipments: 0 });
  });
});
