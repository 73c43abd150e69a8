import { eq } from 'drizzle-orm';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { deliveryConfirmations } from '../../database/schema/index.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { StatsService } from '../stats/stats.service.js';
import { TrackingRepository } from '../tracking/tracking.repository.js';

const DAY = 24 * 60 * 60 * 1000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

/** A UPU S10 number (China Post, no live connection here) with its check digit, from an 8-digit serial. */
function s10(serial: number, prefix = 'RR'): string {
  const digits = String(serial).padStart(8, '0');
  const sum = [8, 6, 4, 2, 3, 5, 9, 7].reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = 11 - (sum % 11);
  return `${prefix}${digits}${check === 10 ? 0 : check === 11 ? 5 : check}CN`;
}

const token = (name: string) => `browser-token-${name}-0000`;

describe('delivery confirmations ("I received it")', () => {
  let t: TestApp;
  let repository: TrackingRepository;
  const confirm = (number: string, deliveredOn: string, browser: string, ip = '203.0.113.7') =>
    t.http
      .post('/api/delivery-confirmations')
      .set('X-Forwarded-For', ip)
      .send({ number, deliveredOn, browserToken: token(browser) });

  beforeAll(async () => {
    t = await startTestApp({ DEMO_DATA: 'false', STATS_MIN_SAMPLE: '1', TRUST_PROXY: '1' });
    repository = t.app.get(TrackingRepository);
  });
  afterAll(() => t.close());

  it('records a date for a link-out number, once per browser: a second press updates it', async () => {
    const number = s10(12345678);
    const lookup = await t.http.get(`/api/tracking/${number}`).expect(200);
    expect(lookup.body.lookupState).toBe('not-connected');
    expect((await confirm(number, day(-1), 'one').expect(200)).body).toEqual({
      number,
      deliveredOn: day(-1),
      updated: false,
    });
    expect((await confirm(number.toLowerCase(), day(0), 'one').expect(200)).body.updated).toBe(true);
    const staff = await t.signIn();
    const list = await staff.get(`/api/delivery-confirmations?filter=${JSON.stringify({ code: number })}`).expect(200);
    expect(list.body.total).toBe(1);
    expect(list.body.records[0]).toMatchObject({ code: number, deliveredOn: day(0), confirmationsOfNumber: 1 });
    // Neither the address nor the browser token is stored as it is.
    const { db } = t.app.get<DatabaseConnection>(DATABASE_CONNECTION);
    const rows = await db.select().from(deliveryConfirmations).where(eq(deliveryConfirmations.code, number));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('203.0.113');
    expect(JSON.stringify(rows)).not.toContain(token('one'));
  });

  it('refuses a date in the future, before the first scan, or not a date, with a 400 naming the field', async () => {
    const number = s10(22345678);
    await repository.insertMany([
      {
        code: number,
        status: 'in transit',
        carrierCode: 'china-post',
        firstEventAt: new Date(Date.now() - 5 * DAY),
        lastCheckedAt: new Date(Date.now() - DAY),
      },
    ]);
    const future = await confirm(number, day(3), 'two').expect(400);
    expect(future.body.errors.deliveredOn).toBe('The delivery date cannot be in the future');
    const early = await confirm(number, day(-7), 'two').expect(400);
    expect(early.body.errors.deliveredOn).toContain("before the parcel's first scan");
    expect((await confirm(number, '2026-02-30', 'two').expect(400)).body.errors.deliveredOn).toBeDefined();
    expect((await confirm(number, 'yesterday', 'two').expect(400)).body.errors.deliveredOn).toBeDefined();
    const badToken = await t.http
      .post('/api/delivery-confirmations')
      .send({ number, deliveredOn: day(-1), browserToken: 'short' })
      .expect(400);
    expect(badToken.body.errors.browserToken).toBeDefined();
    await confirm(number, day(-6), 'two').expect(200);
  });

  it('refuses a number the carrier reports delivered, and a number no carrier format knows (409)', async () => {
    const delivered = s10(32345678);
    await repository.insertMany([
      { code: delivered, status: 'delivered', carrierCode: 'china-post', lastCheckedAt: new Date() },
    ]);
    expect((await confirm(delivered, day(-1), 'three').expect(409)).body.message).toContain('already');
    expect((await confirm('NOTANUMBER12', day(-1), 'three').expect(409)).body.message).toContain('No carrier format');
  });

  it('lets only staff list and delete confirmations', async () => {
    const number = s10(42345678);
    await confirm(number, day(-1), 'four').expect(200);
    await t.http.get('/api/delivery-confirmations').expect(401);
    const staff = await t.signIn();
    const list = await staff.get(`/api/delivery-confirmations?filter=${JSON.stringify({ code: number })}`).expect(200);
    const id = list.body.records[0]._id as string;
    await t.http.delete(`/api/delivery-confirmations/${id}`).expect(401);
    await staff.delete(`/api/delivery-confirmations/${id}`).expect(204);
    await staff.delete(`/api/delivery-confirmations/${id}`).expect(404);
    expect(
      (await staff.get(`/api/delivery-confirmations?filter=${JSON.stringify({ code: number })}`).expect(200)).body
        .total,
    ).toBe(0);
  });

  it('counts a number in the route statistics only when three browsers agree within two days', async () => {
    const start = new Date(Date.now() - 12 * DAY);
    const route = { carrierCode: 'china-post', origin: { countryIso: 'CN' }, destination: { countryIso: 'US' } };
    const [agreed, tooFew, spread] = [s10(52345678), s10(62345678), s10(72345678)];
    await repository.insertMany(
      [agreed, tooFew, spread].map((code) => ({
        code,
        status: 'in transit',
        firstEventAt: start,
        lastCheckedAt: new Date(Date.now() - DAY),
        ...route,
      })),
    );
    // Agreed: days −3, −2, −3 → median −3, i.e. 9 whole days after the first event's day.
    for (const [browser, offset] of [
      ['a1', -3],
      ['a2', -2],
      ['a3', -3],
    ] as const) {
      await confirm(agreed, day(offset), browser, '198.51.100.1').expect(200);
    }
    await confirm(tooFew, day(-1), 'b1', '198.51.100.2').expect(200);
    await confirm(tooFew, day(-1), 'b2', '198.51.100.2').expect(200);
    for (const [browser, offset] of [
      ['c1', -1],
      ['c2', -4],
      ['c3', -1],
    ] as const) {
      await confirm(spread, day(offset), browser, '198.51.100.3').expect(200);
    }
    await t.app.get(StatsService).rebuildAll();
    const stats = await t.http.get('/api/stats/routes/cn/us/china-post').expect(200);
    expect(stats.body).toMatchObject({ delivered_shipments: 1, sample_size: 1, median: 9, '8-15': 1 });
  });

  it('limits confirmations per visitor address (429)', async () => {
    const number = s10(82345678);
    for (let press = 0; press < 20; press += 1)
      await confirm(number, day(-1), `limit${press}`, '192.0.2.9').expect(200);
    const refused = await confirm(number, day(-1), 'limit-over', '192.0.2.9').expect(429);
    expect(refused.body.message).toContain('Too many confirmations');
    await confirm(number, day(-1), 'limit-other', '192.0.2.10').expect(200);
  });
});
