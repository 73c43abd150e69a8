import { jest } from '@jest/globals';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import request from 'supertest';
import { rootLogger } from '../../common/logging.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { PageCache } from './ssr/page-cache.js';
import { comparable } from '../../common/front-door.test-support.js';

const LIMIT = 12;
const PAGE = '/couriers/dhl';
const BROWSER = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'Accept-Encoding': 'gzip, deflate, br' };

/** Keeps the body as sent (compressed), so that bytes are compared, not what a decoder made of them. */
function rawBody(response: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('cached public pages answered before the router (front door)', () => {
  let t: TestApp;
  /** The same application (same page cache, same rate limit) without the front door: Express alone. */
  let routedServer: Server;
  let routed: ReturnType<typeof request>;
  let routeLookups: jest.SpiedFunction<PageCache['get']>;

  beforeAll(async () => {
    routeLookups = jest.spyOn(PageCache.prototype, 'get');
    t = await startTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    routedServer = createServer(t.app.getHttpAdapter().getInstance());
    await new Promise<void>((resolve) => routedServer.listen(0, '127.0.0.1', resolve));
    routed = request(`http://127.0.0.1:${(routedServer.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    routeLookups.mockRestore();
    await new Promise((resolve) => routedServer.close(resolve));
    await t.close();
  });

  /** A request as a browser at `visitor` sends it, the body kept compressed. */
  function get(http: ReturnType<typeof request>, visitor: string, path = PAGE, method: 'get' | 'head' = 'get') {
    const pending = http[method](path).set(BROWSER).set('X-Forwarded-For', visitor);
    return method === 'get' ? pending.buffer(true).parse(rawBody) : pending;
  }

  // A shared page, and a tracking result page (kept in this process only: Cache-Control no-cache).
  it.each([
    [PAGE, '198.51.100.1'],
    ['/de/track/1Z5R89390357567994', '198.51.100.7'],
  ])(
    'answers a cached page (%s) with the bytes and headers of the routed hit, for Brotli and gzip',
    async (path, visitor) => {
      const miss = await get(routed, visitor, path).expect(200);
      expect(miss.headers['x-page-cache']).toBe('miss');
      for (const encoding of ['br', 'gzip']) {
        const routedHit = await get(routed, visitor, path).set('Accept-Encoding', encoding).expect(200);
        expect(routedHit.headers['x-page-cache']).toBe('hit');
        const lookups = routeLookups.mock.calls.length;
        const front = await get(t.http, visitor, path).set('Accept-Encoding', encoding).expect(200);
        expect(routeLookups.mock.calls.length).toBe(lookups); // the router did not run
        expect(comparable(front.headers)).toEqual(comparable(routedHit.headers));
        expect(front.headers['content-encoding']).toBe(encoding);
        expect(front.headers['content-security-policy']).toContain("default-src 'self'");
        expect(Buffer.compare(front.body as Buffer, routedHit.body as Buffer)).toBe(0);
        expect(Number(front.headers['ratelimit-remaining'])).toBe(Number(routedHit.headers['ratelimit-remaining']) - 1);
      }
    },
  );

  it('answers conditional and HEAD requests as the router does', async () => {
    const page = await get(t.http, '198.51.100.2').expect(200);
    const lookups = routeLookups.mock.calls.length;
    const etag = String(page.headers.etag);
    const front304 = await get(t.http, '198.51.100.2').set('If-None-Match', etag).expect(304);
    const routed304 = await get(routed, '198.51.100.2').set('If-None-Match', etag).expect(304);
    expect(comparable(front304.headers)).toEqual(comparable(routed304.headers));
    expect(front304.headers['content-type']).toBeUndefined();
    const frontHead = await get(t.http, '198.51.100.2', PAGE, 'head').expect(200);
    const routedHead = await get(routed, '198.51.100.2', PAGE, 'head').expect(200);
    expect(comparable(frontHead.headers)).toEqual(comparable(routedHead.headers));
    expect(frontHead.headers['content-length']).toBe(page.headers['content-length']);
    expect(routeLookups.mock.calls.length).toBe(lookups + 2); // only the routed ones
  });

  it('leaves redirects, not-found pages, other encodings and non-page requests to the router', async () => {
    await get(t.http, '198.51.100.3', '/couriers/no-such-carrier').expect(404);
    await get(t.http, '198.51.100.3', '/couriers/no-such-carrier').expect(404);
    // Path, request headers, status, and whether the router looks the page up in the page cache.
    const cases: Array<[string, Record<string, string>, number, boolean]> = [
      ['/Couriers/dhl', {}, 301, false],
      [`${PAGE}/`, {}, 301, false],
      ['/couriers/no-such-carrier', {}, 404, true],
      [PAGE, { 'Accept-Encoding': 'identity' }, 200, true],
      [PAGE, { Accept: 'application/json' }, 404, false],
      [`${PAGE}?utm_source=mail`, {}, 200, true],
    ];
    for (const [path, headers, status, looksUp] of cases) {
      const lookups = routeLookups.mock.calls.length;
      const front = await get(t.http, '198.51.100.3', path).set(headers);
      expect([path, front.status]).toEqual([path, status]);
      const routedAnswer = await get(routed, '198.51.100.3', path).set(headers);
      const { 'x-page-cache': _frontCache, ...frontHeaders } = comparable(front.headers);
      const { 'x-page-cache': _routedCache, ...routedHeaders } = comparable(routedAnswer.headers);
      expect(frontHeaders).toEqual(routedHeaders);
      // Both went to the router (a page query is a page of its own: rendered, then held with its query).
      expect(routeLookups.mock.calls.length).toBe(lookups + (looksUp ? 2 : 0));
    }
  });

  it('logs a page with its request id, routed or answered at the front door', async () => {
    const root = rootLogger()!;
    const level = root.level;
    root.level = 'info';
    const info = jest.spyOn(root, 'info');
    try {
      const routedAnswer = await get(routed, '198.51.100.4').set('x-request-id', 'page-routed').expect(200);
      const lookups = routeLookups.mock.calls.length;
      const front = await get(t.http, '198.51.100.4').set('x-request-id', 'page-front-door').expect(200);
      expect(routeLookups.mock.calls.length).toBe(lookups); // answered at the front door
      expect(routedAnswer.headers['x-request-id']).toBe('page-routed');
      expect(front.headers['x-request-id']).toBe('page-front-door');
      // One "request completed" line each, carrying its id (a first render's own API calls are logged too).
      const completed = info.mock.calls
        .filter(([, message]) => message === 'request completed')
        .map(([fields]) => {
          const { req, res } = fields as { req?: { id?: string }; res?: { req?: { id?: string } } };
          return { id: (req ?? res?.req)?.id, res };
        });
      const lines = (id: string) => completed.filter((line) => line.id === id);
      expect(lines('page-routed')).toHaveLength(1);
      expect(lines('page-front-door')).toHaveLength(1);
      // Both lines carry the answer's status and headers as the log writes them (the logger's own serializer).
      const serializeResponse = (root as unknown as Record<symbol, { res: (res: unknown) => unknown }>)[
        pino.symbols.serializersSym
      ].res;
      const [routedLine, frontLine] = [lines('page-routed')[0], lines('page-front-door')[0]].map(
        (line) => serializeResponse(line.res) as { statusCode: number; headers: IncomingHttpHeaders },
      );
      expect(frontLine.statusCode).toBe(200);
      expect(frontLine.headers['content-length']).toBe(front.headers['content-length']);
      expect(frontLine.headers['x-page-cache']).toBe('hit');
      // Only what says how the request was answered: the security headers are the same on every answer.
      expect(frontLine.headers['content-security-policy']).toBeUndefined();
      expect(comparable(frontLine.headers)).toEqual(comparable(routedLine.headers));
    } finally {
      info.mockRestore();
      root.level = level;
    }
  });

  it('counts each request once and refuses over the limit exactly as the router does', async () => {
    const visitor = '198.51.100.5';
    let answer = await get(t.http, visitor);
    let remaining = Number(answer.headers['ratelimit-remaining']);
    for (let tries = 0; answer.status === 200 && tries < LIMIT + 2; tries += 1) {
      answer = await get(t.http, visitor);
      if (answer.status === 200) {
        expect(Number(answer.headers['ratelimit-remaining'])).toBe(remaining - 1);
        remaining -= 1;
      }
    }
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    const routedRefusal = await get(routed, visitor).expect(429);
    expect(comparable(answer.headers)).toEqual(comparable(routedRefusal.headers));
    expect(Buffer.compare(answer.body as Buffer, routedRefusal.body as Buffer)).toBe(0);
  });

  it('shows a staff change at once: the page is rendered again', async () => {
    const path = '/couriers';
    await get(t.http, '198.51.100.6', path).expect(200);
    expect((await get(t.http, '198.51.100.6', path).expect(200)).headers['x-page-cache']).toBe('hit');
    const admin = await t.signIn();
    await admin
      .post('/api/carriers', {
        code: 'front-door-freight',
        name: 'Front Door Freight',
        type: 'express',
        countryIso: 'DE',
        published: true,
      })
      .expect(201);
    const after = await get(t.http, '198.51.100.6', path).expect(200);
    expect(after.headers['x-page-cache']).toBe('miss');
  });
});
