import { CarrierDisabledError } from './carrier.errors.js';
import { describeCarrierFailureModes, FAST_TEST_OPTIONS } from './testing/carrier-failure-modes.test-support.js';
import {
  inSequence,
  LoopbackCarrierServer,
  loadFixture,
  respondJson,
  type RouteHandler,
} from './testing/loopback-carrier-server.test-support.js';
import { UpsAdapter, type UpsAdapterOptions } from './ups.adapter.js';

const CREDENTIALS = { clientId: 'ups-client-id', clientSecret: 'ups-client-secret', merchantId: '123456' };
const NUMBER = '1Z023E2X0214323462';
const TRACK_PATH = '/api/track/v1/details/:inquiryNumber';
const TOKEN_PATH = '/security/v1/oauth/token';

function issueTokens(): RouteHandler {
  let issued = 0;
  return (request, response) => {
    issued += 1;
    respondJson(200, { ...loadFixture<object>('ups-token.json'), access_token: `ups-access-token-${issued}` })(
      request,
      response,
    );
  };
}

function createUps(server: LoopbackCarrierServer, overrides: Partial<UpsAdapterOptions> = {}) {
  server.route('POST', TOKEN_PATH, issueTokens());
  return new UpsAdapter({ ...FAST_TEST_OPTIONS, baseUrl: server.baseUrl, credentials: CREDENTIALS, ...overrides });
}

describe('UpsAdapter', () => {
  let server: LoopbackCarrierServer;

  beforeEach(async () => {
    server = await LoopbackCarrierServer.start();
  });

  afterEach(async () => {
    await server.close();
  });

  const trackCalls = () => server.requests.filter((request) => request.path.startsWith('/api/track/v1/details/'));

  it('gets a token with HTTP Basic client credentials and sends transId and transactionSrc', async () => {
    server.route('GET', TRACK_PATH, respondJson(200, loadFixture('ups-track-delivered.json')));

    await createUps(server, { transactionSource: 'parcelpilot-test' }).track([NUMBER, '1Z999AA10123456784']);

    const [tokenRequest] = server.requestsTo('POST', TOKEN_PATH);
    const basic = Buffer.from(`${CREDENTIALS.clientId}:${CREDENTIALS.clientSecret}`).toString('base64');
    expect(tokenRequest.headers.authorization).toBe(`Basic ${basic}`);
    expect(tokenRequest.headers['x-merchant-id']).toBe('123456');
    expect(tokenRequest.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(tokenRequest.body).toBe('grant_type=client_credentials');

    const requests = trackCalls();
    expect(requests.map((request) => request.params.inquiryNumber)).toEqual([NUMBER, '1Z999AA10123456784']);
    for (const request of requests) {
      expect(request.headers.authorization).toBe('Bearer ups-access-token-1');
      expect(request.headers.transactionsrc).toBe('parcelpilot-test');
      expect(request.headers.transid).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(requests[0].headers.transid).not.toBe(requests[1].headers.transid);
    expect(server.requestsTo('POST', TOKEN_PATH)).toHaveLength(1);
  });

  it('maps activities by status type, refined by their wording', async () => {
    server.route('GET', TRACK_PATH, respondJson(200, loadFixture('ups-track-delivered.json')));

    const [result] = await createUps(server).track([NUMBER]);

    expect(result).toMatchObject({ trackingNumber: NUMBER, found: true, status: 'delivered', subStatus: 'delivered' });
    expect(result.events.map((event) => [event.rawCode, event.subStatus, event.occurredAt.toISOString()])).toEqual([
      ['M', 'info_received', '2021-02-07T17:15:00.000Z'],
      ['P', 'in_transit', '2021-02-09T00:00:00.000Z'],
      ['I', 'in_transit', '2021-02-10T04:15:00.000Z'],
      ['I', 'customs', '2021-02-10T07:47:00.000Z'],
      ['I', 'out_for_delivery', '2021-02-11T13:30:12.000Z'],
      ['D', 'delivered', '2021-02-11T19:22:35.000Z'],
    ]);
    expect(result.events.at(-1)).toMatchObject({
      description: 'DELIVERED',
      rawText: 'DELIVERED',
      location: { city: 'Wayne', state: 'NJ', countryIso: 'US', zipCode: '07470' },
      carrier: 'UPS',
    });
    expect(result.shipment).toEqual({
      service: 'UPS Ground',
      origin: { city: 'Phoenix', state: 'AZ', countryIso: 'US', zipCode: '85001', address: '100 Main St' },
      destination: { city: 'Wayne', state: 'NJ', countryIso: 'US', zipCode: '07470' },
      sender: 'ACME WAREHOUSE',
      recipient: 'JANE SMITH',
      weight: 2.3,
      weightUnit: 'LBS',
      estimatedDelivery: { min: new Date('2021-02-12T00:00:00Z'), max: new Date('2021-02-12T23:59:59Z') },
    });
  });

  it('tells failed attempts and returns apart from other exceptions', async () => {
    server.route('GET', TRACK_PATH, respondJson(200, loadFixture('ups-track-returning.json')));

    const [result] = await createUps(server).track(['1Z999AA10123456784']);

    expect(result).toMatchObject({ status: 'returned', subStatus: 'returning' });
    expect(result.events.map((event) => [event.subStatus, event.status])).toEqual([
      ['exception', 'delivery fail'],
      ['delivery_failed', 'delivery fail'],
      ['returning', 'returned'],
    ]);
    expect(result.shipment.estimatedDelivery).toEqual({
      min: new Date('2024-03-12T12:00:00Z'),
      max: new Date('2024-03-12T16:00:00Z'),
    });
  });

  it('reports "Tracking Information Not Found" as not found', async () => {
    server.route('GET', TRACK_PATH, respondJson(404, loadFixture('ups-not-found.json')));

    const [result] = await createUps(server).track(['1Z0000000000000000']);

    expect(result).toMatchObject({ found: false, status: 'not found', subStatus: 'not_found' });
  });

  it('fetches a fresh token after a 401 and repeats the request once', async () => {
    server.route(
      'GET',
      TRACK_PATH,
      inSequence(
        respondJson(401, {
          response: { errors: [{ code: '250002', message: 'Invalid Authentication Information.' }] },
        }),
        respondJson(200, loadFixture('ups-track-delivered.json')),
      ),
    );

    const [result] = await createUps(server).track([NUMBER]);

    expect(result.found).toBe(true);
    expect(trackCalls().map((request) => request.headers.authorization)).toEqual([
      'Bearer ups-access-token-1',
      'Bearer ups-access-token-2',
    ]);
  });

  it('is disabled without client credentials', () => {
    const adapter = new UpsAdapter({ credentials: null });

    expect(adapter.isEnabled()).toBe(false);
    expect(adapter.describe()).toEqual({
      name: 'UPS',
      code: 'ups',
      enabled: false,
      reason: 'missing credentials: clientId, clientSecret',
    });
    return expect(adapter.track([NUMBER])).rejects.toBeInstanceOf(CarrierDisabledError);
  });

  describeCarrierFailureModes({
    createAdapter: (failureServer, overrides) => createUps(failureServer, overrides),
    trackRoute: { method: 'GET', path: TRACK_PATH },
    recordedPath: `/api/track/v1/details/${NUMBER}`,
    success: respondJson(200, loadFixture('ups-track-delivered.json')),
    trackingNumber: NUMBER,
    refreshesTokenOn401: true,
  });
});
