import type { CarrierAdapterOptions } from './carrier-adapter.js';
import { CarrierDisabledError } from './carrier.errors.js';
import { FedexAdapter, type FedexCredentials } from './fedex.adapter.js';
import { describeCarrierFailureModes, FAST_TEST_OPTIONS } from './testing/carrier-failure-modes.test-support.js';
import {
  inSequence,
  LoopbackCarrierServer,
  loadFixture,
  parseJsonBody,
  respondJson,
  type RecordedRequest,
  type RouteHandler,
} from './testing/loopback-carrier-server.test-support.js';

const CREDENTIALS = { clientId: 'fedex-api-key', clientSecret: 'fedex-secret-key' };
const DELIVERED = '776094337676';
const GROUND_ECONOMY = '61290912345678912345';
const UNKNOWN = '39936862321';
const TRACK_PATH = '/track/v1/trackingnumbers';
const TOKEN_PATH = '/oauth/token';

interface TrackRequestBody {
  includeDetailedScans: boolean;
  trackingInfo: Array<{ trackingNumberInfo: { trackingNumber: string } }>;
}

const requestedNumbers = (request: RecordedRequest) =>
  (parseJsonBody(request) as TrackRequestBody).trackingInfo.map((info) => info.trackingNumberInfo.trackingNumber);

/** Answers like the Track API: one complete result per requested number, in request order. */
const trackAnswer: RouteHandler = (request, response) => {
  const completeTrackResults = requestedNumbers(request).map((number) =>
    number === DELIVERED
      ? loadFixture('fedex-track-delivered.json')
      : number === GROUND_ECONOMY
        ? loadFixture('fedex-track-ground-economy.json')
        : { ...loadFixture<object>('fedex-track-not-found.json'), trackingNumber: number },
  );
  respondJson(200, {
    transactionId: '624deea6-b709-470c-8c39-4b5511281492',
    customerTransactionId: 'parcelpilot',
    output: { completeTrackResults },
  })(request, response);
};

function issueTokens(): RouteHandler {
  let issued = 0;
  return (request, response) => {
    issued += 1;
    respondJson(200, { ...loadFixture<object>('fedex-token.json'), access_token: `fedex-access-token-${issued}` })(
      request,
      response,
    );
  };
}

function createFedex(server: LoopbackCarrierServer, overrides: Partial<CarrierAdapterOptions<FedexCredentials>> = {}) {
  server.route('POST', TOKEN_PATH, issueTokens());
  return new FedexAdapter({ ...FAST_TEST_OPTIONS, baseUrl: server.baseUrl, credentials: CREDENTIALS, ...overrides });
}

describe('FedexAdapter', () => {
  let server: LoopbackCarrierServer;

  beforeEach(async () => {
    server = await LoopbackCarrierServer.start();
  });

  afterEach(async () => {
    await server.close();
  });

  it('gets a token with form-encoded client credentials and posts the numbers with detailed scans', async () => {
    server.route('POST', TRACK_PATH, trackAnswer);

    const results = await createFedex(server).track([UNKNOWN, DELIVERED]);

    const [tokenRequest] = server.requestsTo('POST', TOKEN_PATH);
    expect(tokenRequest.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(tokenRequest.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: CREDENTIALS.clientId,
      client_secret: CREDENTIALS.clientSecret,
    });
    const [trackRequest] = server.requestsTo('POST', TRACK_PATH);
    expect(trackRequest.headers.authorization).toBe('Bearer fedex-access-token-1');
    expect(trackRequest.headers['x-locale']).toBe('en_US');
    expect(parseJsonBody(trackRequest)).toEqual({
      includeDetailedScans: true,
      trackingInfo: [
        { trackingNumberInfo: { trackingNumber: UNKNOWN } },
        { trackingNumberInfo: { trackingNumber: DELIVERED } },
      ],
    });

    expect(results.map((result) => [result.trackingNumber, result.found, result.status])).toEqual([
      [UNKNOWN, false, 'not found'],
      [DELIVERED, true, 'delivered'],
    ]);
  });

  it('reports the USPS number of a Ground Economy package as its last-mile carrier, and none for others', async () => {
    server.route('POST', TRACK_PATH, trackAnswer);

    const [economy, express] = await createFedex(server).track([GROUND_ECONOMY, DELIVERED]);

    expect(economy).toMatchObject({ found: true, status: 'in transit' });
    expect(economy.shipment).toMatchObject({
      service: 'FedEx Ground Economy',
      extraCarrier: { trackingNumber: '92612999897543581074711582', companyCode: 'usps', companyName: 'USPS' },
    });
    expect(economy.events.map((event) => [event.carrier, event.description])).toEqual([
      ['FedEx', 'Picked up'],
      ['FedEx', 'Departed FedEx hub'],
      ['FedEx', 'At USPS facility'],
    ]);
    expect(express.shipment.extraCarrier).toBeUndefined();
  });

  it('maps scan events by event type before the derived status', async () => {
    server.route('POST', TRACK_PATH, trackAnswer);

    const [result] = await createFedex(server).track([DELIVERED]);

    expect(result.events.map((event) => [event.rawCode, event.subStatus, event.status])).toEqual([
      ['OC', 'info_received', 'in transit'],
      ['PU', 'in_transit', 'in transit'],
      ['DP', 'in_transit', 'in transit'],
      ['OD', 'out_for_delivery', 'out for delivery'],
      ['DE', 'delivery_failed', 'delivery fail'],
      ['HP', 'available_for_pickup', 'out for delivery'],
      ['DL', 'delivered', 'delivered'],
    ]);
    expect(result.events[4]).toEqual({
      occurredAt: new Date('2024-04-25T18:26:00Z'),
      status: 'delivery fail',
      subStatus: 'delivery_failed',
      description: 'Delivery exception: Customer not available or business closed',
      location: { city: 'CLOVIS', state: 'CA', zipCode: '93612', countryIso: 'US' },
      rawCode: 'DE',
      rawText: 'Delivery exception',
      carrier: 'FedEx',
    });
    expect(result.shipment).toEqual({
      service: 'FedEx Priority Overnight',
      origin: { city: 'Orange', state: 'CA', countryIso: 'US' },
      destination: { city: 'FRESNO', state: 'CA', countryIso: 'US' },
      sender: 'ORANGE SUPPLY CO',
      weight: 1,
      weightUnit: 'LB',
      estimatedDelivery: { max: new Date('2024-04-25T06:00:00Z') },
    });
    expect(result.raw).toEqual(loadFixture('fedex-track-delivered.json'));
  });

  it('sends at most 30 numbers per request, with one token for all of them', async () => {
    server.route('POST', TRACK_PATH, trackAnswer);
    const numbers = Array.from({ length: 31 }, (_, index) => `7700000000${String(index).padStart(2, '0')}`);

    const results = await createFedex(server).track(numbers);

    expect(server.requestsTo('POST', TRACK_PATH).map((request) => requestedNumbers(request).length)).toEqual([30, 1]);
    expect(server.requestsTo('POST', TOKEN_PATH)).toHaveLength(1);
    expect(results.map((result) => result.trackingNumber)).toEqual(numbers);
  });

  it('fetches a fresh token after a 401 and repeats the request once', async () => {
    server.route('POST', TRACK_PATH, inSequence(respondJson(401, loadFixture('fedex-unauthorized.json')), trackAnswer));

    const [result] = await createFedex(server).track([DELIVERED]);

    expect(result.found).toBe(true);
    expect(server.requestsTo('POST', TRACK_PATH).map((request) => request.headers.authorization)).toEqual([
      'Bearer fedex-access-token-1',
      'Bearer fedex-access-token-2',
    ]);
  });

  it('is disabled without credentials', async () => {
    const adapter = new FedexAdapter();

    expect(adapter.describe()).toMatchObject({ code: 'fedex', enabled: false });
    await expect(adapter.track([DELIVERED])).rejects.toBeInstanceOf(CarrierDisabledError);
  });

  describeCarrierFailureModes({
    createAdapter: (failureServer, overrides) => createFedex(failureServer, overrides),
    trackRoute: { method: 'POST', path: TRACK_PATH },
    success: trackAnswer,
    trackingNumber: DELIVERED,
    refreshesTokenOn401: true,
    unauthorizedBody: loadFixture('fedex-unauthorized.json'),
  });
});
