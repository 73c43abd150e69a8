import { CarrierRateLimitedError, CarrierRequestError, CarrierUnavailableError } from './carrier.errors.js';
import { DEFAULT_RETRY_POLICY, HttpClient, parseRetryAfter, type RetryPolicy } from './http-client.js';
import { TokenBucketRateLimiter } from './rate-limiter.js';
import {
  inSequence,
  LoopbackCarrierServer,
  respondJson,
  respondText,
} from './testing/loopback-carrier-server.test-support.js';

function createClient(baseUrl: string, retry: Partial<RetryPolicy> = {}): HttpClient {
  return new HttpClient({
    carrier: 'test',
    baseUrl,
    timeoutMs: 200,
    retry: { ...DEFAULT_RETRY_POLICY, baseDelayMs: 2, maxDelayMs: 10, ...retry },
    rateLimiter: new TokenBucketRateLimiter({ perSecond: 10_000, burst: 10_000 }),
    rateLimitKey: 'carrier:test',
  });
}

describe('HttpClient', () => {
  let server: LoopbackCarrierServer;

  beforeEach(async () => {
    server = await LoopbackCarrierServer.start();
  });

  afterEach(async () => {
    await server.close();
  });

  it('waits as long as Retry-After asks before trying again', async () => {
    server.route(
      'GET',
      '/limited',
      inSequence(respondJson(429, {}, { 'retry-after': '1' }), respondJson(200, { ok: true })),
    );

    const response = await createClient(server.baseUrl).request({ method: 'GET', path: '/limited' });

    expect(response.body).toEqual({ ok: true });
    const [first, second] = server.requests.map((request) => request.receivedAt);
    expect(second - first).toBeGreaterThanOrEqual(990);
  });

  it('gives up at once when Retry-After is longer than the policy allows, and passes the delay on', async () => {
    server.route('GET', '/limited', respondJson(429, { title: 'Too many requests' }, { 'retry-after': '120' }));

    const error: unknown = await createClient(server.baseUrl, { maxRetryAfterMs: 30_000 })
      .request({ method: 'GET', path: '/limited' })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(CarrierRateLimitedError);
    expect(error).toMatchObject({ code: 'CARRIER_RATE_LIMITED', retryAfterMs: 120_000 });
    expect(server.requests).toHaveLength(1);
  });

  it('backs off exponentially between attempts', async () => {
    server.route('GET', '/down', respondText(502, 'Bad Gateway'));

    await expect(
      createClient(server.baseUrl, { maxAttempts: 3, baseDelayMs: 40, maxDelayMs: 1_000 }).request({
        method: 'GET',
        path: '/down',
      }),
    ).rejects.toBeInstanceOf(CarrierUnavailableError);

    const [first, second, third] = server.requests.map((request) => request.receivedAt);
    // Equal jitter: between half and all of 40 ms, then of 80 ms.
    expect(second - first).toBeGreaterThanOrEqual(19);
    expect(third - second).toBeGreaterThanOrEqual(39);
  });

  it.each([400, 403, 404, 422])('does not retry a %i', async (status) => {
    server.route('POST', '/refused', respondJson(status, { message: 'refused' }));

    const error: unknown = await createClient(server.baseUrl)
      .request({ method: 'POST', path: '/refused', body: { json: {} } })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(CarrierRequestError);
    expect(error).toMatchObject({
      code: 'CARRIER_REQUEST_REJECTED',
      httpStatus: status,
      countsAsCarrierFailure: false,
    });
    expect(server.requests).toHaveLength(1);
  });

  it('hands over the body of a status the caller expects, such as 404 for an unknown number', async () => {
    server.route('GET', '/unknown', respondJson(404, { title: 'No result found' }));

    const response = await createClient(server.baseUrl).request({
      method: 'GET',
      path: '/unknown',
      passStatuses: [404],
    });

    expect(response).toMatchObject({ status: 404, body: { title: 'No result found' } });
  });

  it('reads an empty body as null', async () => {
    server.route('GET', '/empty', respondText(204, ''));

    await expect(createClient(server.baseUrl).request({ method: 'GET', path: '/empty' })).resolves.toMatchObject({
      status: 204,
      body: null,
    });
  });

  it('names the carrier, the call and the start of the body when the answer is not JSON', async () => {
    server.route('GET', '/html', respondText(200, '<html><body>Maintenance</body></html>'));

    await expect(createClient(server.baseUrl).request({ method: 'GET', path: '/html' })).rejects.toThrow(
      'test: GET /html answered 200 with a body that is not JSON: <html><body>Maintenance</body></html>',
    );
  });

  it('retries network errors and ends with CarrierUnavailableError', async () => {
    const closed = await LoopbackCarrierServer.start();
    const unreachable = closed.baseUrl;
    await closed.close();

    await expect(createClient(unreachable).request({ method: 'GET', path: '/anything' })).rejects.toThrow(
      /GET \/anything: request failed \(fetch failed: .*ECONNREFUSED/,
    );
  });

  it('encodes query parameters and form bodies', async () => {
    server.route('POST', '/form', respondJson(200, {}));

    await createClient(server.baseUrl).request({
      method: 'POST',
      path: '/form',
      query: { trackingNumber: 'AB 12&3' },
      body: { form: { grant_type: 'client_credentials', scope: 'a b' } },
    });

    const [request] = server.requests;
    expect(request.query.get('trackingNumber')).toBe('AB 12&3');
    expect(request.body).toBe('grant_type=client_credentials&scope=a+b');
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('reads delay-seconds and HTTP dates', () => {
    expect(parseRetryAfter('7', now)).toBe(7_000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });
});
