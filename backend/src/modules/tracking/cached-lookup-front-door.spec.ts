import { jest } from '@jest/globals';
import { rootLogger } from '../../common/logging.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { lookupCodeOf } from './cached-lookup-front-door.js';
import { TrackingService } from './tracking.service.js';
import { comparable } from '../../common/front-door.test-support.js';

const DEMO_CODE = '1Z5R89390357567127';
const LIMIT = 6;

describe('lookupCodeOf', () => {
  it('takes the decoded number of GET /api/tracking/{code} and nothing the router would treat differently', () => {
    expect(lookupCodeOf('GET', '/api/tracking/1Z5R89390357567127')).toBe('1Z5R89390357567127');
    expect(lookupCodeOf('GET', '/api/tracking/AB%20123?lang=de')).toBe('AB 123');
    expect(lookupCodeOf('HEAD', '/api/tracking/1Z5R89390357567127')).toBeUndefined();
    expect(lookupCodeOf('POST', '/api/tracking/batch')).toBeUndefined();
    for (const path of [
      '/api/tracking/',
      '/api/tracking/x/',
      '/api/tracking/Detect',
      '/api/tracking/FORMATS?x',
      '/api/tracking/%E0%A4%A',
      '/api/trackingx/1',
    ])
      expect(lookupCodeOf('GET', path)).toBeUndefined();
  });
});

describe('GET /api/tracking/{code} answered from the answer cache before the router (front door)', () => {
  let t: TestApp;
  let lookups: jest.SpiedFunction<TrackingService['lookup']>;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    lookups = jest.spyOn(t.app.get(TrackingService), 'lookup');
  });
  afterAll(async () => {
    lookups.mockRestore();
    await t.close();
  });

  it('answers the bytes and headers the route answered, counted by the same rate limit, without the route', async () => {
    const path = `/api/tracking/${DEMO_CODE.toLowerCase()}`;
    const routed = await t.http.get(path);
    expect(routed.status).toBe(200);
    expect(lookups).toHaveBeenCalledTimes(1);

    const cached = await t.http.get(path);
    expect(lookups).toHaveBeenCalledTimes(1); // the route did not run
    expect(cached.status).toBe(200);
    expect(cached.text).toBe(routed.text);
    expect(comparable(cached.headers)).toEqual(comparable(routed.headers));
    expect(cached.headers['content-security-policy']).toContain("default-src 'self'");
    expect(cached.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect(Number(cached.headers['ratelimit-remaining'])).toBe(Number(routed.headers['ratelimit-remaining']) - 1);

    const revalidated = await t.http.get(path).set('If-None-Match', String(routed.headers.etag));
    expect(revalidated.status).toBe(304);
  });

  it('logs the request logger\'s "request completed" line when the level logs it', async () => {
    const root = rootLogger()!;
    const level = root.level;
    root.level = 'info';
    const info = jest.spyOn(root, 'info');
    try {
      const answer = await t.http.get(`/api/tracking/${DEMO_CODE}`).set('x-request-id', 'front-door-log-test');
      expect(answer.status).toBe(200);
      expect(lookups).toHaveBeenCalledTimes(1); // still answered by the front door
      const line = info.mock.calls.find(([, message]) => message === 'request completed');
      const fields = line?.[0] as {
        req: { id: string; url: string };
        res: { statusCode: number };
        responseTime: number;
      };
      expect(fields.req.id).toBe('front-door-log-test');
      expect(fields.req.url).toBe(`/api/tracking/${DEMO_CODE}`);
      expect(fields.res.statusCode).toBe(200);
      expect(fields.responseTime).toBeGreaterThanOrEqual(0);
    } finally {
      info.mockRestore();
      root.level = level;
    }
  });

  it('leaves numbers it does not hold, invalid input and the other tracking routes to their routes', async () => {
    const calls = lookups.mock.calls.length;
    expect((await t.http.get('/api/tracking/detect?number=1Z5R89390357567127')).body).toHaveProperty('candidates');
    expect((await t.http.get('/api/tracking/%20')).status).toBe(400);
    expect(lookups.mock.calls.length).toBe(calls + 1);
  });

  it('refuses a request over the limit exactly as the route does, counting it once', async () => {
    const path = `/api/tracking/${DEMO_CODE}`;
    let answer = await t.http.get(path);
    for (let tries = 0; answer.status === 200 && tries < LIMIT + 2; tries += 1) answer = await t.http.get(path);
    expect(answer.status).toBe(429);
    expect(answer.headers['ratelimit-remaining']).toBe('0');
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    const routeRefusal = await t.http.get('/api/tracking/formats');
    expect(routeRefusal.status).toBe(429);
    expect(answer.body).toEqual(routeRefusal.body);
  });
});
