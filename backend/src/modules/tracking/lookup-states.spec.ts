import { startTestApp, type TestApp } from '../../testing/test-app.js';
import {
  LoopbackCarrierServer,
  loadFixture,
  respondJson,
  type ImmediateHandler,
} from './carriers/testing/loopback-carrier-server.test-support.js';
import { TrackingRepository } from './tracking.repository.js';

const UPS_NUMBER = '1Z999AA10123456784';

interface DhlEvent {
  timestamp: string;
  statusCode: string;
  status: string;
  description: string;
}

/** DHL's documented shipment, renamed to the number asked and cut back to the scans before its delivery. */
const dhlInTransit: ImmediateHandler = (request, response) => {
  const fixture = loadFixture<{ shipments: Array<{ id: string; status: DhlEvent; events: DhlEvent[] }> }>(
    'dhl-shipment.json',
  );
  const shipment = fixture.shipments[0];
  const events = shipment.events.filter((event) => event.statusCode !== 'delivered');
  respondJson(200, {
    shipments: [{ ...shipment, id: request.query.get('trackingNumber'), status: events[0], events }],
  })(request, response);
};

describe('lookup states on an install without carrier keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('says a recognised number has no live connection, links out, and stores nothing as checked', async () => {
    const repository = t.app.get(TrackingRepository);
    const answer = await t.http.get(`/api/tracking/${UPS_NUMBER.toLowerCase()}`).expect(200);
    expect(answer.body).toMatchObject({
      code: UPS_NUMBER,
      status: false,
      failure: null,
      lookupState: 'not-connected',
      records: [],
      lastCheckedAt: null,
    });
    expect(answer.body.detection.candidates[0]).toMatchObject({
      carrier: 'ups',
      name: 'UPS',
      trackingUrl: `https://www.ups.com/track?tracknum=${UPS_NUMBER}`,
    });
    expect(await repository.exists(UPS_NUMBER)).toBe(false);
    expect(await repository.dueCodes(new Date(Date.now() + 365 * 86_400_000), 1000)).not.toContain(UPS_NUMBER);
  });

  it('says a number no format matches is not recognised', async () => {
    const answer = await t.http.get('/api/tracking/ZZ-NOTHING-7').expect(200);
    expect(answer.body).toMatchObject({
      status: false,
      lookupState: 'not-recognised',
      failure: 'CARRIER_NOT_DETECTED',
    });
    expect(answer.body.detection.candidates).toEqual([]);
  });

  it('keeps what a stored shipment had, without checking it or counting a miss', async () => {
    const repository = t.app.get(TrackingRepository);
    const lastCheckedAt = new Date(Date.now() - 86_400_000);
    await repository.insertMany([
      { code: '1Z5R89390357567994', status: 'in transit', lastCheckedAt, carrierCode: 'ups', failureCount: 0 },
    ]);
    const answer = await t.http.get('/api/tracking/1Z5R89390357567994').expect(200);
    expect(answer.body).toMatchObject({ status: 'in transit', lookupState: 'not-connected' });
    const row = (await repository.findByCode('1Z5R89390357567994'))!;
    expect(row.lastCheckedAt).toEqual(lastCheckedAt);
    expect(row.failureCount).toBe(0);
    expect(row.failure).toBeNull();
  });

  it('carries the links and the state in batch answers too', async () => {
    const answer = await t.http
      .post('/api/tracking/batch')
      .send({ codes: [UPS_NUMBER, '1Z5R89390357567127'] })
      .expect(200);
    expect(answer.body.results.map((result: { lookupState: string }) => result.lookupState)).toEqual([
      'not-connected',
      'found',
    ]);
    expect(answer.body.results[0].detection.candidates[0].trackingUrl).toBe(
      `https://www.ups.com/track?tracknum=${UPS_NUMBER}`,
    );
  });
});

describe('lookup states with a connected carrier', () => {
  let dhl: LoopbackCarrierServer;
  let t: TestApp;
  beforeAll(async () => {
    dhl = await LoopbackCarrierServer.start();
    t = await startTestApp({
      DHL_API_KEY: 'test-key',
      DHL_API_URL: dhl.baseUrl,
      CARRIER_RATE_LIMITS: 'dhl:1000',
      TRACKING_FRESH_SECONDS: '0',
    });
  });
  afterAll(async () => {
    await t.close();
    await dhl.close();
  });

  it('says the carrier was asked and has nothing, and stores nothing', async () => {
    dhl.route('GET', '/track/shipments', respondJson(404, loadFixture('dhl-not-found.json')));
    const answer = await t.http.get('/api/tracking/JJD0012340000001').expect(200);
    expect(answer.body).toMatchObject({ status: false, failure: 'NOT_FOUND', lookupState: 'no-information' });
    expect(answer.body.lastCheckedAt).toEqual(expect.any(String));
    expect(answer.body.detection.candidates[0].trackingUrl).toContain('JJD0012340000001');
    expect(await t.app.get(TrackingRepository).exists('JJD0012340000001')).toBe(false);
  });

  it('says the carrier is not answering, keeps the events stored earlier, and stays not answering while the circuit is open', async () => {
    const repository = t.app.get(TrackingRepository);
    dhl.route('GET', '/track/shipments', dhlInTransit);
    const found = await t.http.get('/api/tracking/JJD0012340000002').expect(200);
    expect(found.body).toMatchObject({ lookupState: 'found' });
    expect([false, 'delivered']).not.toContain(found.body.status);
    const { status } = found.body;
    const events = found.body.records.length;
    expect(events).toBeGreaterThan(0);

    dhl.route('GET', '/track/shipments', respondJson(500, { title: 'Internal Server Error' }));
    dhl.requests.length = 0;
    const failing: string[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const answer = await t.http.get('/api/tracking/JJD0012340000002').expect(200);
      expect(answer.body).toMatchObject({ status, failure: 'ERROR' });
      expect(answer.body.records).toHaveLength(events);
      failing.push(answer.body.lookupState);
    }
    expect(new Set(failing)).toEqual(new Set(['not-answering']));
    // After five failures in a row the circuit opens: the last lookups were answered without calling DHL.
    const calls = dhl.requests.length;
    const fresh = await t.http.get('/api/tracking/JJD0012340000003').expect(200);
    expect(fresh.body).toMatchObject({ status: false, failure: 'ERROR', lookupState: 'not-answering', records: [] });
    expect(dhl.requests.length).toBe(calls);
    expect(await repository.exists('JJD0012340000003')).toBe(false);
    expect((await repository.findByCode('JJD0012340000002'))!.failure).toBe('ERROR');
  });
});
