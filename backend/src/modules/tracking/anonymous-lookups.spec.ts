import { sql } from 'drizzle-orm';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { QueueRegistry } from '../../queues/queue.registry.js';
import { QueueName } from '../../queues/queue-names.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { waitFor } from '../../testing/test-environment.js';
import { CarrierSlots, LOOKUPS_BUSY_MESSAGE } from './carrier-slots.js';
import {
  LoopbackCarrierServer,
  loadFixture,
  parseJsonBody,
  respondJson,
  type RouteHandler,
} from './carriers/testing/loopback-carrier-server.test-support.js';
import { TrackingRepository } from './tracking.repository.js';
import { TrackingService } from './tracking.service.js';

/** Deterministic pseudo-random numbers (a linear congruential generator), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/**
 * 120 numbers an anonymous visitor might send: DHL waybills with a right check digit, S10 numbers with a right check
 * digit, UPS-looking numbers, made-up letters and digits (spaced, dashed, lower case), and input the API refuses.
 */
function anonymousNumbers(): string[] {
  const next = random(20_260_519);
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(next() * 10)).join('');
  const letters = (count: number, alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') =>
    Array.from({ length: count }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  const numbers: string[] = [];
  for (let i = 0; i < 25; i += 1) {
    const serial = digits(9);
    numbers.push(`${serial}${Number(serial) % 7}`);
  }
  for (let i = 0; i < 25; i += 1) {
    const serial = digits(8);
    const sum = [...serial].reduce((total, digit, index) => total + Number(digit) * S10_WEIGHTS[index], 0);
    const check = 11 - (sum % 11);
    const country = ['CN', 'GB', 'DE', 'US', 'FR', 'NZ', 'BR'][Math.floor(next() * 7)];
    numbers.push(`${letters(2)}${serial}${check === 10 ? 0 : check === 11 ? 5 : check}${country}`);
  }
  for (let i = 0; i < 20; i += 1) numbers.push(`1Z${letters(16, '0123456789ABCDEFGHJKLMNPRSTUVWXYZ')}`);
  for (let i = 0; i < 40; i += 1) {
    const raw = letters(4 + Math.floor(next() * 18), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    numbers.push(i % 3 === 0 ? raw.toLowerCase() : i % 3 === 1 ? `${raw.slice(0, 4)}-${raw.slice(4)}` : raw);
  }
  for (let i = 0; i < 10; i += 1) numbers.push(i % 2 === 0 ? `<${letters(8)}>` : digits(70));
  return numbers;
}

/** 17TRACK's register and gettrackinfo: every number accepted, and not found. */
const seventeenTrackRegister: RouteHandler = (request, response) => {
  const numbers = (parseJsonBody(request) as Array<{ number: string }>).map((entry) => entry.number);
  respondJson(200, { code: 0, data: { accepted: numbers.map((number) => ({ origin: 1, number })), rejected: [] } })(
    request,
    response,
  );
};
const seventeenTrackNotFound: RouteHandler = (request, response) => {
  const numbers = (parseJsonBody(request) as Array<{ number: string }>).map((entry) => entry.number);
  respondJson(200, {
    code: 0,
    data: {
      accepted: numbers.map((number) => ({ ...loadFixture<object>('seventeen-track-not-found.json'), number })),
      rejected: [],
    },
  })(request, response);
};

/** Rows of a raw query, as both drivers (node-postgres and PGlite) return them. */
async function queryRows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  const { db } = t.app.get<DatabaseConnection>(DATABASE_CONNECTION);
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = await queryRows<{ table_name: string }>(
    t,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [{ total }] = await queryRows<{ total: number }>(
      t,
      sql`select count(*)::int as total from ${sql.identifier(table)}`,
    );
    counts[table] = total;
  }
  return counts;
}

describe('anonymous lookups', () => {
  it('leave no row in any table and schedule nothing for 120 numbers nobody knows', async () => {
    const dhl = await LoopbackCarrierServer.start();
    const seventeenTrack = await LoopbackCarrierServer.start();
    // Half the DHL calls fail outright, half answer "not found"; 17TRACK knows none of the numbers.
    let dhlCalls = 0;
    dhl.route('GET', '/track/shipments', (request, response) => {
      dhlCalls += 1;
      if (dhlCalls % 2 === 0) respondJson(500, { title: 'Internal Server Error' })(request, response);
      else respondJson(404, loadFixture('dhl-not-found.json'))(request, response);
    });
    seventeenTrack.route('POST', '/track/v2.2/register', seventeenTrackRegister);
    seventeenTrack.route('POST', '/track/v2.2/gettrackinfo', seventeenTrackNotFound);
    const t = await startTestApp({
      DHL_API_KEY: 'test-key',
      DHL_API_URL: dhl.baseUrl,
      SEVENTEENTRACK_API_KEY: 'test-token',
      SEVENTEENTRACK_API_URL: seventeenTrack.baseUrl,
      CARRIER_RATE_LIMITS: 'dhl:1000,17track:1000',
      TRACKING_REFRESH_INTERVAL_MS: '3600000',
    });
    try {
      const refreshQueue = t.app.get(QueueRegistry).queue(QueueName.TrackingRefresh);
      const rowsBefore = await rowCounts(t);
      const jobsBefore = await refreshQueue.getJobCounts();
      const numbers = anonymousNumbers();
      expect(numbers).toHaveLength(120);

      const states = new Map<string, number>();
      const count = (state: string) => states.set(state, (states.get(state) ?? 0) + 1);
      for (const number of numbers.slice(0, 60)) {
        const answer = await t.http.get(`/api/tracking/${encodeURIComponent(number)}`);
        expect([200, 400]).toContain(answer.status);
        count(answer.status === 200 ? answer.body.lookupState : 'refused');
      }
      const valid = numbers.slice(60).filter((number) => !number.startsWith('<') && number.length <= 64);
      for (let start = 0; start < valid.length; start += 20) {
        const answer = await t.http
          .post('/api/tracking/batch')
          .send({ codes: valid.slice(start, start + 20) })
          .expect(200);
        for (const result of answer.body.results as Array<{ lookupState: string }>) count(result.lookupState);
      }
      const refusedBatch = await t.http.post('/api/tracking/batch').send({ codes: numbers.slice(-10) });
      expect(refusedBatch.status).toBe(400);

      // The carriers were asked (and answered nothing, or failed), and nothing at all was kept.
      expect(states.get('found')).toBeUndefined();
      expect((states.get('no-information') ?? 0) + (states.get('not-answering') ?? 0)).toBeGreaterThan(80);
      expect(dhl.requests.length).toBeGreaterThan(10);
      expect(seventeenTrack.requestsTo('POST', '/track/v2.2/gettrackinfo').length).toBeGreaterThan(10);
      expect(await rowCounts(t)).toEqual(rowsBefore);
      expect(await refreshQueue.getJobCounts()).toEqual(jobsBefore);
    } finally {
      await t.close();
      await dhl.close();
      await seventeenTrack.close();
    }
  }, 120_000);

  it('count one request per number of a batch against the per-IP limit', async () => {
    const t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '50' });
    try {
      const codes = (count: number, from: number) => Array.from({ length: count }, (_, i) => `ZZBATCH${from + i}`);
      await t.http
        .post('/api/tracking/batch')
        .send({ codes: codes(40, 0) })
        .expect(200);
      const second = await t.http.post('/api/tracking/batch').send({ codes: codes(20, 40) });
      expect(second.status).toBe(429);
      expect(second.headers['retry-after']).toEqual(expect.any(String));
      // Forty numbers and then ten more used the whole minute: even one more lookup is refused.
      await t.http.get('/api/tracking/detect?number=ZZ1').expect(429);
    } finally {
      await t.close();
    }
  });

  it("keep visitor lookups to their own carrier slots: a full waiting line is refused, the scheduler's refreshes go on", async () => {
    const dhl = await LoopbackCarrierServer.start();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const SCHEDULED = 'JJD0099900000000';
    dhl.route('GET', '/track/shipments', async (request, response) => {
      if (request.query.get('trackingNumber') !== SCHEDULED) await held;
      respondJson(404, loadFixture('dhl-not-found.json'))(request, response);
    });
    const t = await startTestApp({
      DHL_API_KEY: 'test-key',
      DHL_API_URL: dhl.baseUrl,
      CARRIER_RATE_LIMITS: 'dhl:1000',
      CARRIER_TIMEOUT_MS: '60000',
      TRACKING_LOOKUP_CONCURRENCY: '1',
    });
    try {
      await t.app.get(TrackingRepository).insertMany([{ code: SCHEDULED, status: 'in transit', carrierCode: 'dhl' }]);
      const slots = t.app.get(CarrierSlots);
      const visitors = Array.from({ length: 11 }, (_, i) =>
        t.http.get(`/api/tracking/JJD00888000000${String(i).padStart(2, '0')}`).then((answer) => answer),
      );
      await waitFor(
        () =>
          Promise.resolve((slots.load('visitor').running === 1 && slots.load('visitor').queued === 10) || undefined),
        10_000,
        'one visitor lookup asking DHL and ten waiting',
      );
      const refused = await t.http.get('/api/tracking/JJD0088800000099').expect(503);
      expect(refused.body.message).toBe(LOOKUPS_BUSY_MESSAGE);

      const scheduled = await t.app.get(TrackingService).refreshShared(SCHEDULED, 'scheduler');
      expect(scheduled.row?.code).toBe(SCHEDULED);
      expect(slots.load('visitor')).toEqual({ running: 1, queued: 10 });

      release();
      const answers = await Promise.all(visitors);
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 11 }, () => 200));
      expect(answers.every((answer) => answer.body.lookupState === 'no-information')).toBe(true);
    } finally {
      release();
      await t.close();
      await dhl.close();
    }
  });
});
