import { CarrierAuthError, CarrierRateLimitedError, CarrierUnavailableError } from './carrier.errors.js';
import { carrierCodeForName } from '../detection/carrier-by-name.js';
import {
  InMemorySeventeenTrackRegistrations,
  SeventeenTrackAdapter,
  type SeventeenTrackAdapterOptions,
} from './seventeen-track.adapter.js';
import { describeCarrierFailureModes, FAST_TEST_OPTIONS } from './testing/carrier-failure-modes.test-support.js';
import {
  LoopbackCarrierServer,
  loadFixture,
  parseJsonBody,
  respondJson,
  type RecordedRequest,
  type RouteHandler,
} from './testing/loopback-carrier-server.test-support.js';

const TOKEN = '17track-test-token';
const DELIVERED = 'RR123456789CN';
const REGISTER_PATH = '/track/v2.2/register';
const INFO_PATH = '/track/v2.2/gettrackinfo';

const requestedNumbers = (request: RecordedRequest) =>
  (parseJsonBody(request) as Array<{ number: string }>).map((entry) => entry.number);

/** Accepts every number, except the documented refusals used by the tests. */
const registerAnswer: RouteHandler = (request, response) => {
  const fixture = loadFixture<{ data: { rejected: Array<{ number: string }> } }>('seventeen-track-register.json');
  const numbers = requestedNumbers(request);
  respondJson(200, {
    code: 0,
    data: {
      accepted: numbers
        .filter((number) => !fixture.data.rejected.some((rejected) => rejected.number === number))
        .map((number) => ({ origin: 1, number, carrier: 3011 })),
      rejected: fixture.data.rejected.filter((rejected) => numbers.includes(rejected.number)),
    },
  })(request, response);
};

/** The delivered shipment for DELIVERED, "not registered" for UNREGISTERED…, nothing found yet for the others. */
const trackInfoAnswer: RouteHandler = (request, response) => {
  const numbers = requestedNumbers(request);
  const unregistered = numbers.filter((number) => number.startsWith('UNREGISTERED'));
  respondJson(200, {
    code: 0,
    data: {
      accepted: numbers
        .filter((number) => !unregistered.includes(number))
        .map((number) =>
          number === DELIVERED
            ? loadFixture('seventeen-track-delivered.json')
            : { ...loadFixture<object>('seventeen-track-not-found.json'), number },
        ),
      rejected: unregistered.map((number) => ({
        ...loadFixture<object>('seventeen-track-not-registered.json'),
        number,
      })),
    },
  })(request, response);
};

function create17Track(server: LoopbackCarrierServer, overrides: Partial<SeventeenTrackAdapterOptions> = {}) {
  server.route('POST', REGISTER_PATH, registerAnswer);
  return new SeventeenTrackAdapter({
    ...FAST_TEST_OPTIONS,
    baseUrl: server.baseUrl,
    credentials: { token: TOKEN },
    ...overrides,
  });
}

describe('SeventeenTrackAdapter', () => {
  let server: LoopbackCarrierServer;

  beforeEach(async () => {
    server = await LoopbackCarrierServer.start();
  });

  afterEach(async () => {
    await server.close();
  });

  it('registers unknown numbers first, then reads them, and registers each number only once', async () => {
    server.route('POST', INFO_PATH, trackInfoAnswer);
    // A timeout retried under load would send a second register: this test counts requests, so it waits longer.
    const adapter = create17Track(server, { timeoutMs: 5_000 });

    await adapter.track([DELIVERED]);
    await adapter.track([DELIVERED, 'LX222222222CN']);

    expect(server.requests.map((request) => [request.path, requestedNumbers(request)])).toEqual([
      [REGISTER_PATH, [DELIVERED]],
      [INFO_PATH, [DELIVERED]],
      [REGISTER_PATH, ['LX222222222CN']],
      [INFO_PATH, [DELIVERED, 'LX222222222CN']],
    ]);
    for (const request of server.requests) {
      expect(request.headers['17token']).toBe(TOKEN);
      expect(request.headers['content-type']).toBe('application/json');
    }
  });

  it('maps the events of every provider, names the couriers and reports the last-mile number', async () => {
    server.route('POST', INFO_PATH, trackInfoAnswer);

    const [result] = await create17Track(server, { carrierCodes: { 21051: 'usps' } }).track([DELIVERED]);

    expect(result).toMatchObject({
      trackingNumber: DELIVERED,
      found: true,
      status: 'delivered',
      subStatus: 'delivered',
    });
    expect(result.events.map((event) => [event.carrier, event.rawCode, event.subStatus])).toEqual([
      ['China Post', 'InfoReceived', 'info_received'],
      ['China Post', 'InTransit_PickedUp', 'in_transit'],
      ['China Post', 'InTransit_Departure', 'in_transit'],
      ['USPS', 'InTransit_CustomsReleased', 'customs'],
      ['USPS', 'OutForDelivery_Other', 'out_for_delivery'],
      ['USPS', 'Delivered_Other', 'delivered'],
    ]);
    expect(result.events[3]).toEqual({
      occurredAt: new Date('2022-03-10T05:14:00Z'),
      status: 'in transit',
      subStatus: 'customs',
      description: 'Processed Through Facility, ISC LOS ANGELES CA(USPS)',
      location: { address: 'LOS ANGELES' },
      rawCode: 'InTransit_CustomsReleased',
      rawText: 'Processed Through Facility, ISC LOS ANGELES CA(USPS)',
      carrier: 'USPS',
    });
    expect(result.shipment).toEqual({
      service: 'Registered Mail',
      origin: { city: 'SHENZHEN', countryIso: 'CN' },
      destination: { city: 'LOS ANGELES', state: 'CA', countryIso: 'US', zipCode: '90001' },
      weight: 0.2,
      weightUnit: 'kg',
      estimatedDelivery: { min: new Date('2022-03-10T08:00:00Z'), max: new Date('2022-03-14T07:00:00Z') },
      extraCarrier: { trackingNumber: '9400111899223397910390', companyCode: 'usps', companyName: 'USPS' },
    });
    expect(result.raw).toEqual(loadFixture('seventeen-track-delivered.json'));
  });

  it('reports numbers 17TRACK has no data for, or refuses to register, as not found', async () => {
    server.route('POST', INFO_PATH, trackInfoAnswer);

    const results = await create17Track(server).track(['NOT-A-NUMBER', 'LX111111111CN']);

    expect(results.map((result) => [result.trackingNumber, result.found, result.status, result.subStatus])).toEqual([
      ['NOT-A-NUMBER', false, 'not found', 'not_found'],
      ['LX111111111CN', false, 'not found', 'not_found'],
    ]);
    expect(results[0].raw).toMatchObject({ error: { code: -18019903 } });
    // Refused at registration: there is nothing to read for it.
    expect(server.requestsTo('POST', INFO_PATH).map(requestedNumbers)).toEqual([['LX111111111CN']]);
  });

  it('registers a number again after 17TRACK says it is not registered', async () => {
    server.route('POST', INFO_PATH, trackInfoAnswer);
    const adapter = create17Track(server);

    const [result] = await adapter.track(['UNREGISTERED1']);
    await adapter.track(['UNREGISTERED1']);

    expect(result).toMatchObject({ found: false, raw: { error: { code: -18019902 } } });
    expect(server.requestsTo('POST', REGISTER_PATH)).toHaveLength(2);
  });

  it('sends at most 40 numbers per request', async () => {
    server.route('POST', INFO_PATH, trackInfoAnswer);
    const numbers = Array.from({ length: 41 }, (_, index) => `LX${String(index).padStart(9, '0')}CN`);

    const results = await create17Track(server).track(numbers);

    expect(server.requestsTo('POST', REGISTER_PATH).map((request) => requestedNumbers(request).length)).toEqual([
      40, 1,
    ]);
    expect(server.requestsTo('POST', INFO_PATH).map((request) => requestedNumbers(request).length)).toEqual([40, 1]);
    expect(results.map((result) => result.trackingNumber)).toEqual(numbers);
  });

  it('ends with CarrierAuthError when 17TRACK refuses the key', async () => {
    const adapter = create17Track(server);
    server.route('POST', REGISTER_PATH, respondJson(200, loadFixture('seventeen-track-invalid-token.json')));

    await expect(adapter.track([DELIVERED])).rejects.toBeInstanceOf(CarrierAuthError);

    server.route('POST', REGISTER_PATH, respondJson(200, { code: -18010002, data: null }));
    await expect(adapter.track([DELIVERED])).rejects.toBeInstanceOf(CarrierAuthError);
    expect(server.requestsTo('POST', INFO_PATH)).toHaveLength(0);
  });

  it('ends with CarrierRateLimitedError when the daily request limit is reached', async () => {
    server.route(
      'POST',
      INFO_PATH,
      respondJson(200, {
        code: -18019907,
        data: { errors: [{ code: -18019907, message: 'Exceeded daily request limit.' }] },
      }),
    );

    await expect(create17Track(server).track([DELIVERED])).rejects.toBeInstanceOf(CarrierRateLimitedError);
  });

  it('records numbers 17TRACK refuses to register for lack of quota, and fails the batch', async () => {
    const registrations = new InMemorySeventeenTrackRegistrations();
    const adapter = create17Track(server, { registrations });
    server.route(
      'POST',
      REGISTER_PATH,
      respondJson(200, {
        code: 0,
        data: {
          accepted: [{ origin: 1, number: DELIVERED, carrier: 3011 }],
          rejected: [{ number: 'LX333333333CN', error: { code: -18019908, message: 'Insufficient quota.' } }],
        },
      }),
    );

    await expect(adapter.track([DELIVERED, 'LX333333333CN'])).rejects.toBeInstanceOf(CarrierUnavailableError);

    expect([...registrations.registered.keys()]).toEqual([DELIVERED]);
    expect(Object.fromEntries(registrations.quotaErrors)).toEqual({ LX333333333CN: '-18019908: Insufficient quota.' });
    expect(server.requestsTo('POST', INFO_PATH)).toHaveLength(0);
  });

  it('records a whole request refused for lack of quota against every number in it', async () => {
    const registrations = new InMemorySeventeenTrackRegistrations();
    const adapter = create17Track(server, { registrations });
    server.route(
      'POST',
      REGISTER_PATH,
      respondJson(200, { code: -18019908, data: { errors: [{ code: -18019908, message: 'Quota exhausted.' }] } }),
    );

    await expect(adapter.track([DELIVERED, 'LX444444444CN'])).rejects.toBeInstanceOf(CarrierUnavailableError);

    expect([...registrations.quotaErrors.keys()]).toEqual([DELIVERED, 'LX444444444CN']);
    expect(registrations.registered.size).toBe(0);
  });

  it('names the last-mile carrier by its 17TRACK key, else by the name 17TRACK gives it', async () => {
    server.route('POST', INFO_PATH, trackInfoAnswer);
    const fixture = loadFixture<{ track_info: { misc_info: Record<string, unknown> } }>(
      'seventeen-track-delivered.json',
    );

    const [byName] = await create17Track(server, { carrierCodeForName }).track([DELIVERED]);
    const unknown = create17Track(server).parsePush({
      event: 'TRACKING_UPDATED',
      data: {
        number: DELIVERED,
        track_info: {
          ...fixture.track_info,
          misc_info: { ...fixture.track_info.misc_info, local_provider: 'Speedy Local Couriers', local_key: 190999 },
        },
      },
    });

    expect(byName.shipment.extraCarrier).toEqual({
      trackingNumber: '9400111899223397910390',
      companyCode: 'usps',
      companyName: 'USPS',
    });
    expect(unknown).toMatchObject({
      event: 'TRACKING_UPDATED',
      result: {
        shipment: {
          extraCarrier: {
            trackingNumber: '9400111899223397910390',
            companyCode: '',
            companyName: 'Speedy Local Couriers',
          },
        },
      },
    });
  });

  it('verifies the push signature: sha256 of the raw body, a slash and the key, in hex', () => {
    const body = Buffer.from(
      '{"event":"TRACKING_STOPPED","data":{"number":"RR123456789CN","carrier":3011,"param":null,"tag":""}}',
    );
    // Computed apart from this code: printf '%s' '<body>/17track-test-token' | sha256sum
    const sign = '4bd7e0b732785957b4ce7b4e26be73429a0a26e4db4e2f214bd82b0e6be36b05';
    const adapter = create17Track(server);

    expect(adapter.verifyPushSignature(body, sign)).toBe(true);
    expect(adapter.verifyPushSignature(body, sign.toUpperCase())).toBe(true);
    expect(adapter.verifyPushSignature(body, undefined)).toBe(false);
    expect(adapter.verifyPushSignature(body, sign.slice(0, 63))).toBe(false);
    expect(adapter.verifyPushSignature(Buffer.concat([body, Buffer.from(' ')]), sign)).toBe(false);
    expect(create17Track(server, { credentials: { token: 'another-key' } }).verifyPushSignature(body, sign)).toBe(
      false,
    );
    expect(new SeventeenTrackAdapter({ credentials: { token: '' } }).verifyPushSignature(body, sign)).toBe(false);
  });

  it('reads a push into the same result as a gettrackinfo answer', async () => {
    server.route('POST', INFO_PATH, trackInfoAnswer);
    const adapter = create17Track(server, { carrierCodes: { 21051: 'usps' } });
    const [polled] = await adapter.track([DELIVERED]);

    const pushed = adapter.parsePush({
      event: 'TRACKING_UPDATED',
      data: loadFixture('seventeen-track-delivered.json'),
    });
    const stopped = adapter.parsePush({ event: 'TRACKING_STOPPED', data: { number: DELIVERED, carrier: 3011 } });
    const other = adapter.parsePush({ event: 'TRACKING_SOMETHING_NEW', data: {} });

    expect(pushed).toEqual({
      event: 'TRACKING_UPDATED',
      number: DELIVERED,
      carrier: 3011,
      result: polled,
      newestEventAt: new Date('2022-03-12T22:02:00Z'),
    });
    expect(stopped).toEqual({ event: 'TRACKING_STOPPED', number: DELIVERED, carrier: 3011 });
    expect(other).toEqual({ event: 'OTHER', name: 'TRACKING_SOMETHING_NEW' });
    expect(() => adapter.parsePush({ event: 'TRACKING_UPDATED', data: { carrier: 3011 } })).toThrow(/push/);
    expect(() => adapter.parsePush(['not', 'a', 'push'])).toThrow(/push/);
  });

  it('is disabled without a token', () => {
    expect(new SeventeenTrackAdapter({ credentials: { token: '' } }).describe()).toEqual({
      name: '17TRACK',
      code: '17track',
      enabled: false,
      reason: 'missing credentials: token',
    });
  });

  describeCarrierFailureModes({
    createAdapter: (failureServer, overrides) => create17Track(failureServer, overrides),
    trackRoute: { method: 'POST', path: INFO_PATH },
    success: trackInfoAnswer,
    trackingNumber: DELIVERED,
    refreshesTokenOn401: false,
  });
});
