import type { CarrierAdapterOptions } from './carrier-adapter.js';
import { CarrierAuthError, CarrierDisabledError } from './carrier.errors.js';
import { describeCarrierFailureModes, FAST_TEST_OPTIONS } from './testing/carrier-failure-modes.test-support.js';
import {
  inSequence,
  LoopbackCarrierServer,
  loadFixture,
  parseJsonBody,
  respondJson,
  type RouteHandler,
} from './testing/loopback-carrier-server.test-support.js';
import { UspsAdapter, type UspsCredentials } from './usps.adapter.js';

const CREDENTIALS = { clientId: 'usps-client-id', clientSecret: 'usps-client-secret' };
const NUMBER = '9400111899223397910390';
const TRACK_PATH = '/tracking/v3/tracking/:number';

/** Issues usps-access-token-1, -2, … so tests can tell which token a request carried. */
function issueTokens(): RouteHandler {
  let issued = 0;
  return (request, response) => {
    issued += 1;
    respondJson(200, { ...loadFixture<object>('usps-token.json'), access_token: `usps-access-token-${issued}` })(
      request,
      response,
    );
  };
}

function createUsps(server: LoopbackCarrierServer, overrides: Partial<CarrierAdapterOptions<UspsCredentials>> = {}) {
  server.route('POST', '/oauth2/v3/token', issueTokens());
  return new UspsAdapter({ ...FAST_TEST_OPTIONS, baseUrl: server.baseUrl, credentials: CREDENTIALS, ...overrides });
}

describe('UspsAdapter', () => {
  let server: LoopbackCarrierServer;

  beforeEach(async () => {
    server = await LoopbackCarrierServer.start();
  });

  afterEach(async () => {
    await server.close();
  });

  const tokenCalls = () => server.requestsTo('POST', '/oauth2/v3/token');
  const trackCalls = () => server.requests.filter((request) => request.path.startsWith('/tracking/v3/tracking/'));

  it('gets a client-credentials token, then asks Tracking 3.0 for the detailed view', async () => {
    server.route('GET', TRACK_PATH, respondJson(200, loadFixture('usps-tracking-detail.json')));

    const [result] = await createUsps(server).track([NUMBER]);

    const [tokenRequest] = tokenCalls();
    expect(tokenRequest.headers['content-type']).toBe('application/json');
    expect(parseJsonBody(tokenRequest)).toEqual({
      grant_type: 'client_credentials',
      client_id: CREDENTIALS.clientId,
      client_secret: CREDENTIALS.clientSecret,
    });
    const [trackRequest] = trackCalls();
    expect(trackRequest.path).toBe(`/tracking/v3/tracking/${NUMBER}`);
    expect(trackRequest.query.get('expand')).toBe('DETAIL');
    expect(trackRequest.headers.authorization).toBe('Bearer usps-access-token-1');

    expect(result).toMatchObject({ trackingNumber: NUMBER, found: true, status: 'delivered', subStatus: 'delivered' });
    expect(result.shipment).toEqual({
      service: 'Priority Mail®',
      origin: { city: 'RICHMOND', state: 'VA', zipCode: '23227' },
      destination: { city: 'CEDAR RAPIDS', state: 'IA', zipCode: '52404' },
      estimatedDelivery: { min: new Date('2023-08-04T21:00:00Z'), max: new Date('2023-08-04T21:00:00Z') },
    });
    expect(result.events.map((event) => [event.rawCode, event.subStatus, event.status])).toEqual([
      ['GX', 'info_received', 'in transit'],
      ['03', 'in_transit', 'in transit'],
      ['EF', 'in_transit', 'in transit'],
      ['07', 'in_transit', 'in transit'],
      ['OF', 'out_for_delivery', 'out for delivery'],
      ['01', 'delivered', 'delivered'],
    ]);
    expect(result.events.at(-1)).toEqual({
      occurredAt: new Date('2023-08-04T13:12:00Z'),
      status: 'delivered',
      subStatus: 'delivered',
      description: 'Delivered, In/At Mailbox',
      location: { city: 'CEDAR RAPIDS', state: 'IA', zipCode: '52404' },
      rawCode: '01',
      rawText: 'Delivered, In/At Mailbox',
      carrier: 'USPS',
    });
  });

  it('reuses its token, and concurrent calls share a single token request', async () => {
    server.route('GET', TRACK_PATH, respondJson(200, loadFixture('usps-tracking-detail.json')));
    const adapter = createUsps(server);

    await Promise.all([adapter.track([NUMBER]), adapter.track(['9400111899223397910391'])]);
    await adapter.track([NUMBER]);

    expect(tokenCalls()).toHaveLength(1);
    expect(trackCalls().map((request) => request.headers.authorization)).toEqual([
      'Bearer usps-access-token-1',
      'Bearer usps-access-token-1',
      'Bearer usps-access-token-1',
    ]);
  });

  it('fetches a fresh token after a 401 and repeats the request once', async () => {
    server.route(
      'GET',
      TRACK_PATH,
      inSequence(
        respondJson(401, loadFixture('usps-unauthorized.json')),
        respondJson(200, loadFixture('usps-tracking-detail.json')),
      ),
    );

    const [result] = await createUsps(server).track([NUMBER]);

    expect(result.found).toBe(true);
    expect(tokenCalls()).toHaveLength(2);
    expect(trackCalls().map((request) => request.headers.authorization)).toEqual([
      'Bearer usps-access-token-1',
      'Bearer usps-access-token-2',
    ]);
  });

  it('ends with CarrierAuthError when the token endpoint refuses the client credentials', async () => {
    const adapter = createUsps(server);
    server.route(
      'POST',
      '/oauth2/v3/token',
      respondJson(401, { error: 'invalid_client', error_description: 'Client authentication failed' }),
    );

    await expect(adapter.track([NUMBER])).rejects.toBeInstanceOf(CarrierAuthError);
    expect(trackCalls()).toHaveLength(0);
  });

  it('reports a number USPS answers with 404 as not found', async () => {
    server.route('GET', TRACK_PATH, respondJson(404, loadFixture('usps-not-found.json')));

    const [result] = await createUsps(server).track(['9400100000000000000000']);

    expect(result).toMatchObject({ found: false, status: 'not found', subStatus: 'not_found', events: [] });
    expect(result.raw).toEqual(loadFixture('usps-not-found.json'));
  });

  it('is disabled without a client secret', async () => {
    const adapter = new UspsAdapter({ baseUrl: server.baseUrl, credentials: { clientId: 'only-the-id' } });

    expect(adapter.describe()).toEqual({
      name: 'USPS',
      code: 'usps',
      enabled: false,
      reason: 'missing credentials: clientSecret',
    });
    await expect(adapter.track([NUMBER])).rejects.toBeInstanceOf(CarrierDisabledError);
    expect(server.requests).toHaveLength(0);
  });

  describeCarrierFailureModes({
    createAdapter: (failureServer, overrides) => createUsps(failureServer, overrides),
    trackRoute: { method: 'GET', path: TRACK_PATH },
    recordedPath: `/tracking/v3/tracking/${NUMBER}`,
    success: respondJson(200, loadFixture('usps-tracking-detail.json')),
    trackingNumber: NUMBER,
    refreshesTokenOn401: true,
    unauthorizedBody: loadFixture('usps-unauthorized.json'),
  });
});
