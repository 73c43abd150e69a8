import { CarrierDisabledError, CarrierResponseError } from './carrier.errors.js';
import { DhlAdapter, type DhlCredentials } from './dhl.adapter.js';
import type { CarrierAdapterOptions } from './carrier-adapter.js';
import { describeCarrierFailureModes, FAST_TEST_OPTIONS } from './testing/carrier-failure-modes.test-support.js';
import { LoopbackCarrierServer, loadFixture, respondJson } from './testing/loopback-carrier-server.test-support.js';

const API_KEY = 'dhl-test-key';

function createDhl(server: LoopbackCarrierServer, overrides: Partial<CarrierAdapterOptions<DhlCredentials>> = {}) {
  return new DhlAdapter({
    ...FAST_TEST_OPTIONS,
    baseUrl: server.baseUrl,
    credentials: { apiKey: API_KEY },
    ...overrides,
  });
}

describe('DhlAdapter', () => {
  let server: LoopbackCarrierServer;

  beforeEach(async () => {
    server = await LoopbackCarrierServer.start();
  });

  afterEach(async () => {
    await server.close();
  });

  it('asks the Unified Tracking API with the DHL-API-Key header and maps the shipment', async () => {
    server.route('GET', '/track/shipments', respondJson(200, loadFixture('dhl-shipment.json')));

    const [result] = await createDhl(server).track(['7777777770']);

    const [request] = server.requests;
    expect(request.query.get('trackingNumber')).toBe('7777777770');
    expect(request.headers['dhl-api-key']).toBe(API_KEY);
    expect(request.headers.accept).toBe('application/json');

    expect(result).toMatchObject({
      trackingNumber: '7777777770',
      found: true,
      status: 'delivered',
      subStatus: 'delivered',
    });
    expect(result.shipment).toEqual({
      service: 'EXPRESS WORLDWIDE',
      origin: { city: 'Oderweg 2, AMSTERDAM', countryIso: 'NL', zipCode: '1043 AG' },
      destination: { city: 'BONN', countryIso: 'DE', zipCode: '53113' },
      sender: 'ACME B.V.',
      recipient: 'John Doe',
      weight: 2.5,
      weightUnit: 'kg',
      estimatedDelivery: { min: new Date('2018-03-05T00:00:00Z'), max: new Date('2018-03-05T22:00:00Z') },
    });
    expect(result.events.map((event) => [event.subStatus, event.status, event.rawCode])).toEqual([
      ['info_received', 'in transit', 'pre-transit'],
      ['in_transit', 'in transit', 'transit'],
      ['customs', 'in transit', 'transit'],
      ['out_for_delivery', 'out for delivery', 'transit'],
      ['delivered', 'delivered', 'delivered'],
    ]);
    expect(result.events[0]).toEqual({
      // DHL sent this timestamp without a zone; it is read as UTC.
      occurredAt: new Date('2018-03-02T07:53:47Z'),
      status: 'in transit',
      subStatus: 'info_received',
      description: 'Shipment information received',
      location: { city: 'Oderweg 2, AMSTERDAM', countryIso: 'NL', zipCode: '1043 AG' },
      rawCode: 'pre-transit',
      rawText: 'Shipment information received',
      carrier: 'DHL',
    });
    expect(result.raw).toEqual(loadFixture('dhl-shipment.json'));
  });

  it('keeps a delivered shipment delivered when a later scan says it is in transit', async () => {
    server.route('GET', '/track/shipments', respondJson(200, loadFixture('dhl-shipment-late-scan.json')));

    const [result] = await createDhl(server).track(['00340434292135100124']);

    expect(result).toMatchObject({ status: 'delivered', subStatus: 'delivered' });
    expect(result.events.at(-1)).toMatchObject({ subStatus: 'in_transit', rawCode: 'transit' });
    expect(result.events[1]).toMatchObject({ subStatus: 'out_for_delivery' });
  });

  it('reports a number DHL answers with 404 as not found', async () => {
    server.route(
      'GET',
      '/track/shipments',
      respondJson(404, loadFixture('dhl-not-found.json'), { 'content-type': 'application/problem+json' }),
    );

    const [result] = await createDhl(server).track(['8264715546']);

    expect(result).toEqual({
      trackingNumber: '8264715546',
      found: false,
      status: 'not found',
      subStatus: 'not_found',
      events: [],
      shipment: {},
      raw: loadFixture('dhl-not-found.json'),
    });
    expect(server.requests).toHaveLength(1);
  });

  it('sends one request per distinct number and answers in the order asked', async () => {
    server.route('GET', '/track/shipments', (request, response) => {
      const number = request.query.get('trackingNumber');
      const fixture = number === '7777777770' ? 'dhl-shipment.json' : 'dhl-not-found.json';
      respondJson(number === '7777777770' ? 200 : 404, loadFixture(fixture))(request, response);
    });

    const results = await createDhl(server).track(['unknown-1', '7777777770', ' unknown-1 ']);

    expect(results.map((result) => [result.trackingNumber, result.found])).toEqual([
      ['unknown-1', false],
      ['7777777770', true],
    ]);
    expect(server.requests.map((request) => request.query.get('trackingNumber'))).toEqual(['unknown-1', '7777777770']);
  });

  it('spaces its calls by the configured rate limit', async () => {
    server.route('GET', '/track/shipments', respondJson(404, loadFixture('dhl-not-found.json')));

    await createDhl(server, { rateLimit: { perSecond: 20 } }).track(['A1', 'A2', 'A3', 'A4']);

    // 20 a second: 50 ms apart (unspaced, the four arrive within a few ms). The first call also opens the connection,
    // so its arrival can lag its start; the gaps are read between the later calls, which share that connection. Two
    // gaps together, 20 ms allowed for the loopback's jitter: on a loaded machine one arrival can lag by more than 10
    // ms, shortening one gap and lengthening the next.
    const [, second, third, fourth] = server.requests.map((request) => request.receivedAt);
    expect(fourth - second).toBeGreaterThanOrEqual(80);
    expect(Math.min(third - second, fourth - third)).toBeGreaterThanOrEqual(25);
  });

  it('rejects an answer that is JSON but not the documented shape', async () => {
    server.route('GET', '/track/shipments', respondJson(200, { shipments: 'none' }));

    await expect(createDhl(server).track(['7777777770'])).rejects.toThrow(CarrierResponseError);
  });

  it('is disabled without an API key and says why', async () => {
    const adapter = new DhlAdapter({ baseUrl: server.baseUrl, credentials: { apiKey: ' ' } });

    expect(adapter.isEnabled()).toBe(false);
    expect(adapter.describe()).toEqual({
      name: 'DHL',
      code: 'dhl',
      enabled: false,
      reason: 'missing credentials: apiKey',
    });
    await expect(adapter.track(['7777777770'])).rejects.toBeInstanceOf(CarrierDisabledError);
    expect(server.requests).toHaveLength(0);
    expect(createDhl(server).describe()).toEqual({ name: 'DHL', code: 'dhl', enabled: true });
  });

  describeCarrierFailureModes({
    createAdapter: (failureServer, overrides) => createDhl(failureServer, overrides),
    trackRoute: { method: 'GET', path: '/track/shipments' },
    success: respondJson(200, loadFixture('dhl-shipment.json')),
    trackingNumber: '7777777770',
    refreshesTokenOn401: false,
    unauthorizedBody: loadFixture('dhl-unauthorized.json'),
    rateLimitedBody: loadFixture('dhl-rate-limited.json'),
  });
});
