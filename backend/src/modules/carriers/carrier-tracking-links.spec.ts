import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { startTestApp, type SignedInAgent, type TestApp } from '../../testing/test-app.js';
import { CarriersSeedService } from './carriers-seed.service.js';
import { CarriersRepository } from './carriers.repository.js';
import { TRACKING_URL_TEMPLATE_MESSAGE } from './tracking-url-template.js';

const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

describe('carrier tracking-link templates', () => {
  let t: TestApp;
  let staff: SignedInAgent;

  beforeAll(async () => {
    // What the first start writes is under test, so it starts on an empty database, not the template.
    t = await startTestApp({}, { emptyDatabase: true });
    staff = await t.signIn();
  });
  afterAll(() => t.close());

  const carrierByCode = async (code: string) =>
    (await staff.get(`/api/carriers?filter=${filter({ code })}`).expect(200)).body.records[0];

  it('are seeded at start from the data file', async () => {
    expect((await carrierByCode('ups')).tracking_url_template).toBe('https://www.ups.com/track?tracknum={number}');
    expect((await carrierByCode('china-post')).tracking_url_template).toContain('{number}');
  });

  it('are edited by staff, validated with a message naming the field, and used by the next lookup', async () => {
    const ups = await carrierByCode('ups');
    for (const bad of [
      'http://www.ups.com/track?tracknum={number}',
      'https://www.ups.com/track',
      'https://{number}.ups.com/',
      'javascript:alert(1)//{number}',
    ]) {
      const refused = await staff.put(`/api/carriers/${ups._id}`, { tracking_url_template: bad }).expect(400);
      expect(refused.body.errors.tracking_url_template).toEqual(expect.any(String));
    }
    const plain = await staff.put(`/api/carriers/${ups._id}`, { tracking_url_template: 'https://x.example' });
    expect(plain.body.errors.tracking_url_template).toBe(TRACKING_URL_TEMPLATE_MESSAGE);

    const detectedBefore = await t.http.get('/api/tracking/detect?number=1Z999AA10123456784').expect(200);
    expect(detectedBefore.body.candidates[0].trackingUrl).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');

    await staff
      .put(`/api/carriers/${ups._id}`, {
        tracking_url_template: 'https://www.ups.com/track?loc=de_DE&tracknum={number}',
      })
      .expect(200);
    const detected = await t.http.get('/api/tracking/detect?number=1Z999AA10123456784').expect(200);
    expect(detected.body.candidates[0].trackingUrl).toBe(
      'https://www.ups.com/track?loc=de_DE&tracknum=1Z999AA10123456784',
    );

    await staff.put(`/api/carriers/${ups._id}`, { tracking_url_template: '' }).expect(200);
    expect((await carrierByCode('ups')).tracking_url_template).toBeNull();
    const unlinked = await t.http.get('/api/tracking/detect?number=1Z999AA10123456784').expect(200);
    expect(unlinked.body.candidates[0].trackingUrl).toBeNull();
  });

  it('reach existing installs once per carrier, never over what staff set or cleared', async () => {
    const repository = t.app.get(CarriersRepository);
    const seeder = t.app.get(CarriersSeedService);
    // Carriers as an install from before the templates has them: no template, never seeded.
    for (const code of ['links-kept', 'links-cleared', 'links-filled']) {
      await repository.insert({ code, name: code, type: 'express' });
    }
    const templates = {
      'links-kept': 'https://kept.example/t/{number}',
      'links-cleared': 'https://cleared.example/t/{number}',
      'links-filled': 'https://filled.example/t/{number}',
    };
    await staff
      .put(`/api/carriers/${(await carrierByCode('links-kept'))._id}`, {
        tracking_url_template: 'https://staff.example/t/{number}',
      })
      .expect(200);

    expect(await seeder.seedTrackingUrlTemplates(templates)).toBe(2);
    expect((await carrierByCode('links-kept')).tracking_url_template).toBe('https://staff.example/t/{number}');
    expect((await carrierByCode('links-filled')).tracking_url_template).toBe('https://filled.example/t/{number}');

    const cleared = await carrierByCode('links-cleared');
    expect(cleared.tracking_url_template).toBe('https://cleared.example/t/{number}');
    await staff.put(`/api/carriers/${cleared._id}`, { tracking_url_template: null }).expect(200);
    expect(
      await seeder.seedTrackingUrlTemplates({ ...templates, 'links-filled': 'https://changed.example/{number}' }),
    ).toBe(0);
    expect((await carrierByCode('links-cleared')).tracking_url_template).toBeNull();
    expect((await carrierByCode('links-filled')).tracking_url_template).toBe('https://filled.example/t/{number}');
  });

  it('are taken over from a tracking address kept in url by the migration, where it has the template form', async () => {
    const repository = t.app.get(CarriersRepository);
    const rows = {
      'url-template': 'https://url.example/track?id={number}',
      'url-plain': 'https://url.example/track',
      'url-http': 'http://url.example/track?id={number}',
      'url-in-host': 'https://{number}.url.example/',
      'url-other-brace': 'https://url.example/{number}/{id}',
    };
    for (const [code, url] of Object.entries(rows)) await repository.insert({ code, name: code, url });
    const migration = readFileSync(
      new URL('../../../drizzle/0010_carrier_tracking_url_template_backfill.sql', import.meta.url),
      'utf8',
    );
    await t.app.get<DatabaseConnection>(DATABASE_CONNECTION).db.execute(sql.raw(migration));
    const templates = Object.fromEntries(
      await Promise.all(
        Object.keys(rows).map(async (code) => [code, (await repository.findByCode(code))!.trackingUrlTemplate]),
      ),
    );
    expect(templates).toEqual({
      'url-template': 'https://url.example/track?id={number}',
      'url-plain': null,
      'url-http': null,
      'url-in-host': null,
      'url-other-brace': null,
    });
  });
});
