import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import { createApiApp } from '../../../bootstrap.js';
import { testDatabaseUrl, testRedisUrl } from '../../../testing/test-environment.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { TrackingService } from '../../tracking/tracking.service.js';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { PageCache, plainBytes, type SharedVersion } from './page-cache.js';
import { redisSharedVersion } from './page-cache.invalidator.js';

/** Runs `body` with a Redis connection and counter keys of its own (`key`, `${key}:stats`), removed afterwards. */
async function withRedis(body: (redis: Redis, key: string) => Promise<void>): Promise<void> {
  const redis = new Redis(testRedisUrl);
  const key = `pp-test:page-cache:${process.pid}:${randomUUID()}`;
  try {
    await body(redis, key);
  } finally {
    await redis.del(key, `${key}:stats`);
    redis.disconnect();
  }
}

describe('PageCache', () => {
  let clock = 0;
  const cache = (maxBytes = 1000, extra: Partial<ConstructorParameters<typeof PageCache>[0]> = {}) =>
    new PageCache({ maxBytes, ttlMs: 60_000, checkEveryMs: 2000, now: () => clock, ...extra });
  const page = (text: string) => ({ status: 200, html: text });
  const keeping = 'public';

  beforeEach(() => (clock = 0));

  it('keeps pages within its byte bound, dropping the least recently used first', async () => {
    const pages = cache(1000);
    for (const key of ['/a', '/b', '/c', '/d']) pages.set(key, page('x'.repeat(240)), pages.generation(), keeping);
    await pages.get('/a');
    pages.set('/e', page('e'.repeat(240)), pages.generation(), keeping);
    expect(await pages.get('/b')).toBeUndefined();
    expect(await pages.get('/a')).toMatchObject({ plain: Buffer.from('x'.repeat(240)), cacheControl: 'public' });
    expect(pages.heldBytes).toBeLessThanOrEqual(1000);
    // Compressed copies count too; a page bigger than a quarter of the bound is never kept.
    pages.addEncoding(pages.peek('/a')!, 'br', Buffer.alloc(150));
    expect(pages.heldBytes).toBeLessThanOrEqual(1000);
    pages.set('/big', page('x'.repeat(251)), pages.generation(), keeping);
    expect(pages.peek('/big')).toBeUndefined();
  });

  it('holds a page compressed only once it has a compressed copy, and reads it back', () => {
    const pages = cache(100_000);
    const html = `<!doctype html><p>${'Paket unterwegs – ünïcödé. '.repeat(400)}</p>`;
    pages.set('/de/a', page(html), pages.generation(), keeping);
    const entry = pages.peek('/de/a')!;
    expect(pages.heldBytes).toBe(Buffer.byteLength(html));
    const br = brotliCompressSync(Buffer.from(html));
    pages.addEncoding(entry, 'br', br);
    expect(entry.plain).toBeUndefined();
    expect(pages.heldBytes).toBe(br.length);
    expect(plainBytes(entry).toString('utf8')).toBe(html);
    // A gzip copy as well: both counted; an encoding the cache cannot read back is not kept.
    const gz = gzipSync(Buffer.from(html));
    pages.addEncoding(entry, 'gzip', gz);
    pages.addEncoding(entry, 'zstd', Buffer.alloc(10));
    expect(pages.heldBytes).toBe(br.length + gz.length);
    expect([...entry.encoded.keys()]).toEqual(['br', 'gzip']);
  });

  it('counts the bookkeeping of each entry against the bound besides its bytes', () => {
    const pages = cache(1200, { entryBytes: 100 });
    for (const key of ['/a', '/b', '/c', '/d', '/e']) pages.setAnswer(key, 'x'.repeat(200), pages.generation());
    // Five answers of 200 bytes would fit in 1200 alone; with 100 bytes each of bookkeeping, four do.
    expect(pages.peek('/a')).toBeUndefined();
    expect(pages.heldBytes).toBe(4 * 300);
    pages.addEncoding(pages.peek('/b')!, 'gzip', Buffer.alloc(50));
    expect(pages.heldBytes).toBe(3 * 300 + 150);
  });

  it('renders a page again once it is older than its time to live', async () => {
    const pages = cache();
    pages.set('/a', page('a'), pages.generation(), keeping);
    clock = 59_999;
    expect(await pages.get('/a')).toBeDefined();
    clock = 60_000;
    expect(await pages.get('/a')).toBeUndefined();
  });

  it('does not store a page whose render began before an invalidation', async () => {
    const pages = cache();
    const before = pages.generation();
    await pages.invalidate();
    pages.set('/a', page('old'), before, keeping);
    expect(await pages.get('/a')).toBeUndefined();
  });

  it('empties on another process once the shared version moves (real Redis)', () =>
    withRedis(async (redis, key) => {
      const shared = redisSharedVersion(() => redis, key);
      const here = cache(1000, { shared });
      const there = cache(1000, { shared });
      here.set('/a', page('a'), here.generation(), keeping);
      there.set('/a', page('a'), there.generation(), keeping);
      expect(await there.get('/a')).toBeDefined();
      await here.invalidate();
      expect(await here.get('/a')).toBeUndefined();
      // The other process reads the version at most every 2 s.
      expect(await there.get('/a')).toBeDefined();
      expect(there.getNow('/a')).toBeDefined();
      clock += 2000;
      // Without waiting (the front door), nothing once the version is due: the route's `get` reads it.
      expect(there.getNow('/a')).toBeUndefined();
      expect(await there.get('/a')).toBeUndefined();
    }));

  it('reads the shared version afresh when asked: a render started then has the whole interval (real Redis)', () =>
    withRedis(async (redis, key) => {
      const shared = redisSharedVersion(() => redis, key);
      const here = cache(1000, { shared });
      await here.get('/'); // read at 0 ms: due again at 2000 ms
      here.setAnswer('/api/public/carriers/ups', '{"code":"ups"}', here.generation());
      clock = 1500;
      await here.refresh();
      clock = 3000;
      expect(here.getNow('/api/public/carriers/ups')).toBeDefined();
      clock = 3500;
      expect(here.getNow('/api/public/carriers/ups')).toBeUndefined();
      // Another process's change is taken as at any read.
      await here.refresh();
      expect(here.getNow('/api/public/carriers/ups')).toBeDefined();
      await shared.bump();
      await here.refresh();
      expect(here.size).toBe(0);
    }));

  it("keeps the pages rendered after its own staff change: its own bump is not read as another's (real Redis)", () =>
    withRedis(async (redis, key) => {
      const shared = redisSharedVersion(() => redis, key);
      const here = cache(1000, { shared });
      const there = cache(1000, { shared });
      await here.get('/'); // the version as first read
      await there.get('/');
      await here.invalidate();
      here.set('/after', page('after'), here.generation(), keeping);
      there.set('/a', page('a'), there.generation(), keeping);
      clock += 2000;
      expect(await here.get('/after')).toBeDefined();
      // Another process still takes it as a change.
      expect(await there.get('/a')).toBeUndefined();
      // Two changes, one of them another process's: the next read empties the cache for the other one.
      await shared.bump();
      await here.invalidate();
      here.set('/later', page('later'), here.generation(), keeping);
      clock += 2000;
      expect(await here.get('/later')).toBeUndefined();
    }));

  it('keeps the pages rendered after its own staff changes when they cross each other or a read (real Redis)', () =>
    withRedis(async (redis, key) => {
      const counter = redisSharedVersion(() => redis, key);
      // A read that takes the counter's value at once and answers when the test lets it; a bump likewise.
      const held: { read?: Promise<void>; bump?: Promise<void> } = {};
      let bumped: () => void = () => undefined;
      const shared: SharedVersion = {
        read: async () => {
          const value = await counter.read();
          await held.read;
          return value;
        },
        bump: async () => {
          const value = await counter.bump();
          bumped();
          await held.bump;
          return value;
        },
      };
      const here = cache(1000, { shared });
      await here.get('/'); // the version as first read

      // Two changes at once: both bumps are this process's own.
      await Promise.all([here.invalidate(), here.invalidate()]);
      here.set('/after-two', page('a'), here.generation(), keeping);
      clock += 2000;
      expect(await here.get('/after-two')).toBeDefined();

      // A read that left before a change and answers after it: the value it brings is older than the change.
      let letRead: () => void = () => undefined;
      held.read = new Promise((resolve) => (letRead = resolve));
      clock += 2000;
      const reading = here.get('/');
      await here.invalidate();
      here.set('/after-read', page('b'), here.generation(), keeping);
      letRead();
      await reading;
      held.read = undefined;
      expect(await here.get('/after-read')).toBeDefined();
      clock += 2000;
      expect(await here.get('/after-read')).toBeDefined();

      // A read that finds the change before its bump has answered: not taken for another process's change; read again.
      let letBump: () => void = () => undefined;
      held.bump = new Promise((resolve) => (letBump = resolve));
      const counted = new Promise<void>((resolve) => (bumped = resolve));
      const changing = here.invalidate();
      await counted;
      here.set('/after-bump', page('c'), here.generation(), keeping);
      clock += 2000;
      expect(await here.get('/after-bump')).toBeDefined();
      expect(here.getNow('/after-bump')).toBeUndefined(); // due to be read again
      letBump();
      await changing;
      expect(await here.get('/after-bump')).toBeDefined();
      clock += 2000;
      expect(await here.get('/after-bump')).toBeDefined();

      // Another process's change among them still empties the cache.
      await here.invalidate();
      await counter.bump();
      await here.invalidate();
      here.set('/later', page('d'), here.generation(), keeping);
      clock += 2000;
      expect(await here.get('/later')).toBeUndefined();
    }));

  it('drops the entries of a scope when its counter moves, and nothing else (real Redis)', () =>
    withRedis(async (redis, key) => {
      const stats = redisSharedVersion(() => redis, `${key}:stats`);
      const pages = cache(10_000, {
        shared: redisSharedVersion(() => redis, key),
        scopes: [{ keyPrefix: '/api/stats/', version: stats }],
      });
      await pages.get('/'); // the counters as first read
      pages.setAnswer('/api/stats/routes/CN/US', '{"median":9}', pages.generation());
      pages.setAnswer('/api/public/carriers/dhl', '{"code":"dhl"}', pages.generation());
      pages.set('/couriers/dhl', page('dhl'), pages.generation(), keeping);
      // Made before the change, stored after it: a page and a statistics read.
      const before = pages.generation();
      await stats.bump();
      clock += 2000;
      expect(await pages.get('/api/stats/routes/CN/US')).toBeUndefined();
      expect(await pages.get('/api/public/carriers/dhl')).toBeDefined();
      expect(await pages.get('/couriers/dhl')).toBeDefined();
      pages.set('/couriers/ups', page('ups'), before, keeping);
      pages.setAnswer('/api/stats/routes/DE/US', '{"median":4}', before);
      expect(await pages.get('/couriers/ups')).toBeDefined();
      expect(await pages.get('/api/stats/routes/DE/US')).toBeUndefined();
      pages.setAnswer('/api/stats/routes/DE/US', '{"median":5}', pages.generation());
      expect(await pages.get('/api/stats/routes/DE/US')).toBeDefined();
    }));
});

// Two processes on one database: PostgreSQL only (PGlite's data directory is one process's).
(testDatabaseUrl ? describe : describe.skip)(
  'page cache over HTTP, two API processes on one database and Redis',
  () => {
    let t: TestApp;
    let other: Awaited<ReturnType<typeof createApiApp>>;
    let otherHttp: ReturnType<typeof request>;

    beforeAll(async () => {
      t = await startTestApp();
      other = await createApiApp(t.context.config);
      await other.init();
      otherHttp = request(other.getHttpServer());
    });
    afterAll(async () => {
      await other.close();
      await t.close();
    });

    it('serves a shared page from memory, CDN-cacheable', async () => {
      const first = await t.http.get('/couriers/usps').set('Accept', 'text/html').expect(200);
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      const second = await t.http.get('/couriers/usps').set('Accept', 'text/html').set('Accept-Encoding', 'br');
      expect(second.headers['x-page-cache']).toBe('hit');
      expect(second.headers['content-encoding']).toBe('br');
    });

    it('keeps a tracking result page, which holds no result, in memory only', async () => {
      const code = '1Z5R89390357567994';
      const view = async (path = `/track/${code}`) => {
        const response = await t.http
          .get(path)
          .set('Accept', 'text/html')
          .set('Accept-Encoding', 'identity')
          .expect(200);
        // Browsers and CDNs ask again: a result is as fresh as the carriers' last answer.
        expect(response.headers['cache-control']).toBe('no-cache');
        return response;
      };
      expect((await view()).headers['x-page-cache']).toBe('miss');
      const kept = await view();
      expect(kept.headers['x-page-cache']).toBe('hit');
      expect(kept.text).toContain(code);
      // Each language is its own page.
      expect((await view(`/de/track/${code}`)).headers['x-page-cache']).toBe('miss');

      // The carrier says something new: the API answers it, and the kept page (which never held a result: the browser
      // asks the API) stays right. If the server render ever shows the result, this fails: such a page must not be kept.
      const event = 'Arrived at page-cache check facility';
      await t.app.get(TrackingService).record(
        code,
        { code: 'ups', name: 'UPS' },
        {
          trackingNumber: code,
          found: true,
          status: 'in transit',
          subStatus: 'in_transit',
          shipment: {},
          events: [
            {
              occurredAt: new Date(Date.now() - 3_600_000),
              status: 'in transit',
              subStatus: 'in_transit',
              description: event,
              rawCode: 'I',
              rawText: event,
              carrier: 'UPS',
            },
          ],
        },
      );
      expect((await t.http.get(`/api/tracking/${code}`).expect(200)).text).toContain(event);
      const rendered = await t.http.get(`/track/${code}?fresh`).set('Accept', 'text/html').expect(200);
      expect(rendered.headers['x-page-cache']).toBe('miss');
      expect(rendered.text).not.toContain(event);
      expect(rendered.text.replaceAll('?fresh', '')).toBe(kept.text);
    });

    it('shows a staff change at once on the process that made it, and within seconds on the other', async () => {
      const path = '/couriers/cache-check-freight';
      for (const http of [t.http, otherHttp]) {
        await http.get(path).set('Accept', 'text/html').expect(404);
        expect((await http.get(path).set('Accept', 'text/html').expect(404)).headers['x-page-cache']).toBe('hit');
      }
      const admin = await t.signIn();
      await admin
        .post('/api/carriers', {
          code: 'cache-check-freight',
          name: 'Cache Check Freight',
          type: 'express',
          countryIso: 'DE',
          published: true,
        })
        .expect(201);
      const here = await t.http.get(path).set('Accept', 'text/html').expect(200);
      expect(here.text).toContain('Cache Check Freight');

      const started = Date.now();
      let status = 0;
      while (Date.now() - started < 5000) {
        status = (await otherHttp.get(path).set('Accept', 'text/html')).status;
        if (status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(status).toBe(200);
      expect(Date.now() - started).toBeLessThan(3000);
    });

    it('is not emptied by visitors’ own writes', async () => {
      await t.http.get('/shops').set('Accept', 'text/html').expect(200);
      await t.http.post('/api/tracking/batch').send({ codes: ['1Z5R89390357567994'] });
      expect((await t.http.get('/shops').set('Accept', 'text/html')).headers['x-page-cache']).toBe('hit');
    });
  },
);
