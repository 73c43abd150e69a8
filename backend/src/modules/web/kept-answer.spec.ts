import { jest } from '@jest/globals';
import request from 'supertest';
import { createApiApp } from '../../bootstrap.js';
import { comparable } from '../../common/front-door.test-support.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { CarriersService } from '../carriers/carriers.service.js';
import { ContentService } from '../content/content.service.js';
import { StatsService } from '../stats/stats.service.js';
import { KeptAnswerRoute } from './kept-answer.js';
import { PageCache } from './ssr/page-cache.js';

interface CarrierList {
  records: { code: string; name: string; _id: string }[];
  total: number;
}

describe('KeptAnswerRoute', () => {
  const cache = new PageCache({ maxBytes: 10_000, ttlMs: 60_000, checkEveryMs: 2000 });
  const route = new KeptAnswerRoute(cache);
  const held = (method: string, url: string, headers: Record<string, string> = {}) =>
    route.held({ method, url, headers });
  cache.setAnswer('/api/public/shops?page=1', '{"records":[],"total":0}', cache.generation());
  cache.set('/api/public/page-like', { status: 200, html: '<p>' }, cache.generation(), 'public');

  it('holds a kept answer for GET and HEAD of the URL as stored, as JSON', () => {
    for (const method of ['GET', 'HEAD']) {
      const answer = held(method, '/api/public/shops?page=1');
      expect(answer?.status).toBe(200);
      expect(answer?.headers).toEqual(['Content-Type', 'application/json; charset=utf-8']);
      expect(answer?.body.toString()).toBe('{"records":[],"total":0}');
    }
  });

  it('leaves everything else to the router', () => {
    expect(held('POST', '/api/public/shops?page=1')).toBeUndefined();
    expect(held('GET', '/api/public/shops?page=1', { 'content-length': '2' })).toBeUndefined();
    expect(held('GET', '/api/public/shops?page=1', { 'transfer-encoding': 'chunked' })).toBeUndefined();
    expect(held('GET', '/api/public/shops?page=1&')).toBeUndefined();
    expect(held('GET', '/api/public/page-like')).toBeUndefined(); // a page, not an answer
  });
});

describe('public reads kept in memory (@KeptAnswer), two API processes on one database and Redis', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof createApiApp>>;
  let otherHttp: ReturnType<typeof request>;
  let lists: jest.SpiedFunction<CarriersService['listPublished']>;

  beforeAll(async () => {
    t = await startTestApp();
    other = await createApiApp(t.context.config);
    await other.init();
    otherHttp = request(other.getHttpServer());
    lists = jest.spyOn(t.app.get(CarriersService), 'listPublished');
  });
  afterAll(async () => {
    lists.mockRestore();
    await other.close();
    await t.close();
  });

  it('answers a repeated read with the bytes and headers the route sent, without running the route', async () => {
    const path = '/api/public/carriers?page=2&limit=20';
    const routed = await t.http.get(path).expect(200);
    expect((routed.body as CarrierList).records).toHaveLength(20);
    expect(lists).toHaveBeenCalledTimes(1);

    const kept = await t.http.get(path).expect(200);
    expect(lists).toHaveBeenCalledTimes(1); // neither the front door nor the route's interceptor ran the service
    expect(kept.text).toBe(routed.text);
    expect(comparable(kept.headers)).toEqual(comparable(routed.headers));
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await t.http.get(path).set('If-None-Match', String(routed.headers.etag))).status).toBe(304);
    expect((await t.http.head(path).expect(200)).headers['content-length']).toBe(routed.headers['content-length']);
    expect(lists).toHaveBeenCalledTimes(1);
  });

  it('runs the route once for a burst of visitors asking for a read it does not hold yet', async () => {
    const calls = lists.mock.calls.length;
    const path = '/api/public/carriers?page=5&limit=7';
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.http.get(path).expect(200)));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(lists.mock.calls.length - calls).toBe(1);
    // A refusal is shared alike, and not kept.
    const refused = await Promise.all(Array.from({ length: 3 }, () => t.http.get('/api/public/carriers?page=0')));
    expect(refused.map((answer) => answer.status)).toEqual([400, 400, 400]);
  });

  it('keeps the URL as sent: another query is another read, and refused input is never kept', async () => {
    const calls = lists.mock.calls.length;
    const first = await t.http.get('/api/public/carriers?page=3').expect(200);
    const reordered = await t.http.get('/api/public/carriers?limit=20&page=3').expect(200);
    expect(reordered.text).toBe(first.text);
    expect(lists.mock.calls.length).toBe(calls + 2);
    for (let i = 0; i < 2; i++) expect((await t.http.get('/api/public/carriers?page=0').expect(400)).body).toBeTruthy();
    expect(lists.mock.calls.length).toBe(calls + 2);
    // An unknown carrier is a 404 every time (errors are not kept).
    for (let i = 0; i < 2; i++) await t.http.get('/api/public/carriers/no-such-carrier').expect(404);
  });

  it('keeps the marked reads only', async () => {
    const content = jest.spyOn(t.app.get(ContentService), 'listPublished');
    const topRoutes = jest.spyOn(t.app.get(StatsService), 'topRoutes');
    const countries = jest.spyOn(t.app.get(StatsService), 'countries');
    const carrierRoute = jest.spyOn(t.app.get(StatsService), 'carrierRoute');
    try {
      for (let i = 0; i < 2; i++) await t.http.get('/api/public/content?page=1').expect(200);
      expect(content).toHaveBeenCalledTimes(1); // marked
      for (let i = 0; i < 2; i++) await t.http.get('/api/stats/top-routes?limit=5').expect(200);
      expect(topRoutes).toHaveBeenCalledTimes(1); // marked: the statistics pages are made from
      for (let i = 0; i < 2; i++) await t.http.get('/api/stats/countries').expect(200);
      expect(countries).toHaveBeenCalledTimes(2); // not marked
      // Marked, but an empty answer (no finished shipment on the route) is sent without a body, so it is not kept.
      for (let i = 0; i < 2; i++) expect((await t.http.get('/api/stats/routes/IS/MN/ups').expect(200)).text).toBe('');
      expect(carrierRoute).toHaveBeenCalledTimes(2);
    } finally {
      content.mockRestore();
      topRoutes.mockRestore();
      countries.mockRestore();
      carrierRoute.mockRestore();
    }
  });

  it('shows a staff change at once on the process that made it, and within seconds on the other', async () => {
    const path = '/api/public/carriers?filter=%7B%22code%22%3A%22ups%22%7D';
    const name = (list: CarrierList) => list.records[0]?.name;
    for (const http of [t.http, otherHttp]) {
      expect(name((await http.get(path).expect(200)).body as CarrierList)).toBe('UPS');
      expect(name((await http.get(path).expect(200)).body as CarrierList)).toBe('UPS');
    }
    const admin = await t.signIn();
    const ups = ((await t.http.get(path).expect(200)).body as CarrierList).records[0];
    await admin.put(`/api/carriers/${ups._id}`, { name: 'UPS (renamed)' }).expect(200);
    expect(name((await t.http.get(path).expect(200)).body as CarrierList)).toBe('UPS (renamed)');

    const started = Date.now();
    let seen: string | undefined;
    while (Date.now() - started < 5000) {
      seen = name((await otherHttp.get(path).expect(200)).body as CarrierList);
      if (seen === 'UPS (renamed)') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(seen).toBe('UPS (renamed)');
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
