import { COUNTRIES } from '../../common/countries.js';
import { CarriersSeedService } from '../carriers/carriers-seed.service.js';
import { CarriersRepository } from '../carriers/carriers.repository.js';
import { CARRIER_SERVICE_SEED } from '../carriers/seed-data/carrier-services.seed-data.js';
import type { CarrierSeed, CarrierServiceSeed } from '../carriers/seed-data/carrier-seed.types.js';
import { CARRIER_SEED } from '../carriers/seed-data/carriers.seed-data.js';
import { CONTENT_SEED_DATA, ContentSeedService } from '../content/content-seed.service.js';
import { CountriesService } from '../countries/countries.service.js';
import { ShopsSeedService } from '../shops/shops-seed.service.js';
import { startTestApp, type SignedInAgent, type TestApp } from '../../testing/test-app.js';

const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

const FIXTURE_CARRIER: CarrierSeed = {
  code: 'fixture-post',
  name: 'Fixture Post',
  countryIso: 'NZ',
  type: 'postal',
  homepage: 'https://fixture.example',
  phone: null,
  email: null,
  trackingUrl: 'https://fixture.example/track/{number}',
  internationalService: true,
  description: 'A carrier that exists only in this test.',
  s10CountryCodes: ['NZ'],
};

const FIXTURE_SERVICE: CarrierServiceSeed = {
  carrierCode: 'fixture-post',
  clear_url: 'fixture-post-parcel',
  shipping_time: '2–4 days',
  trackingService: 'Parcel',
  trackingNumberExample: 'RR123456785NZ',
  internationalService: false,
  cargo_types: { general: true, special: false },
  content: { en: { short_content: 'Fixture parcels.' } },
  order: 1,
};

describe('reference data seed', () => {
  let t: TestApp;
  let staff: SignedInAgent;

  beforeAll(async () => {
    // What the first start writes is under test, so it starts on an empty database, not the template.
    t = await startTestApp({}, { emptyDatabase: true });
    staff = await t.signIn();
  });
  afterAll(() => t.close());

  const total = async (url: string) => (await staff.get(url).expect(200)).body.total as number;

  it('seeds the reference data at start', async () => {
    expect(CARRIER_SEED.length).toBeGreaterThanOrEqual(300);
    expect(await total('/api/carriers?limit=1')).toBe(CARRIER_SEED.length);
    expect(await total('/api/carrier-services?limit=1')).toBe(CARRIER_SERVICE_SEED.length);
    expect(await total('/api/shops?limit=1')).toBeGreaterThanOrEqual(30);
    expect(await total('/api/content-types?limit=1')).toBe(4);
    expect(await total('/api/taxonomy?limit=1')).toBe(CONTENT_SEED_DATA.taxonomy.length);
    expect(await total('/api/content?limit=1')).toBe(CONTENT_SEED_DATA.content.length);
    expect(await total(`/api/content-blocks?filter=${filter({ type: 'main_page' })}`)).toBeGreaterThanOrEqual(1);
    expect(await total(`/api/content-blocks?filter=${filter({ type: 'courier_page' })}`)).toBeGreaterThanOrEqual(1);
    const countries = (await t.http.get('/api/public/countries').expect(200)).body as Array<{ iso: string }>;
    expect(countries).toHaveLength(COUNTRIES.length);
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(249);
    expect((await t.http.get('/api/public/countries/us').expect(200)).body).toEqual({
      name: 'United States',
      iso: 'US',
      code: '840',
    });
    for (const sysName of ['postal-services', 'help-center', 'article']) {
      await t.http.get(`/api/public/taxonomy/${sysName}`).expect(200);
    }
    const articleType = await staff.get(`/api/content-types?filter=${filter({ sys_name: 'article' })}`).expect(200);
    expect(
      articleType.body.records[0].viewConfig.slice(0, 3).map((entry: { sys_name: string }) => entry.sys_name),
    ).toEqual(['title', 'description', 'mainImage']);
  });

  it('adds nothing when it runs again', async () => {
    const before = {
      carriers: await total('/api/carriers?limit=1'),
      services: await total('/api/carrier-services?limit=1'),
      shops: await total('/api/shops?limit=1'),
      content: await total('/api/content?limit=1'),
    };
    expect(await t.app.get(CarriersSeedService).seed(CARRIER_SEED, CARRIER_SERVICE_SEED)).toEqual({
      carriers: 0,
      services: 0,
    });
    expect(await t.app.get(ContentSeedService).seed(CONTENT_SEED_DATA)).toEqual({
      contentTypes: 0,
      taxonomy: 0,
      content: 0,
      blocks: 0,
    });
    expect(await t.app.get(ShopsSeedService).onApplicationBootstrap()).toBeUndefined();
    await t.app.get(CountriesService).onApplicationBootstrap();
    expect({
      carriers: await total('/api/carriers?limit=1'),
      services: await total('/api/carrier-services?limit=1'),
      shops: await total('/api/shops?limit=1'),
      content: await total('/api/content?limit=1'),
    }).toEqual(before);
    expect((await t.http.get('/api/public/countries').expect(200)).body).toHaveLength(COUNTRIES.length);
  });

  it('adds new codes, but never touches what staff changed or deleted', async () => {
    const seeder = t.app.get(CarriersSeedService);
    expect(await seeder.seed([FIXTURE_CARRIER], [FIXTURE_SERVICE])).toEqual({ carriers: 1, services: 1 });
    const carrier = (await staff.get(`/api/carriers?filter=${filter({ code: 'fixture-post' })}`).expect(200)).body
      .records[0];
    expect(carrier).toMatchObject({
      name: 'Fixture Post',
      countryIso: 'NZ',
      translations: { en: { title: 'Fixture Post Tracking' } },
    });

    await staff.put(`/api/carriers/${carrier._id}`, { name: 'Fixture Post (edited)' }).expect(200);
    expect(await seeder.seed([{ ...FIXTURE_CARRIER, name: 'Changed upstream' }], [FIXTURE_SERVICE])).toEqual({
      carriers: 0,
      services: 0,
    });
    expect((await staff.get(`/api/carriers/${carrier._id}`).expect(200)).body.name).toBe('Fixture Post (edited)');

    await staff.delete(`/api/carriers/${carrier._id}`).expect(204);
    expect(await seeder.seed([FIXTURE_CARRIER], [FIXTURE_SERVICE])).toEqual({ carriers: 0, services: 0 });
    expect(await t.app.get(CarriersRepository).findByCode('fixture-post')).toBeUndefined();
  });

  it('keeps staff edits of seeded content and does not bring back deleted records', async () => {
    const page = (await staff.get(`/api/content?filter=${filter({ seo_url: 'customs-delays' })}`).expect(200)).body
      .records[0];
    await staff.put(`/api/content/${page._id}`, { title: 'Customs (edited)' }).expect(200);
    const faq = (await staff.get(`/api/content?filter=${filter({ seo_url: 'is-it-free' })}`).expect(200)).body
      .records[0];
    await staff.delete(`/api/content/${faq._id}`).expect(204);
    await t.app.get(ContentSeedService).seed(CONTENT_SEED_DATA);
    expect((await staff.get(`/api/content/${page._id}`).expect(200)).body.title).toBe('Customs (edited)');
    expect(await total(`/api/content?filter=${filter({ seo_url: 'is-it-free' })}`)).toBe(0);
  });

  it('seeds once when several processes start together', async () => {
    const seeder = t.app.get(CarriersSeedService);
    const racing = { ...FIXTURE_CARRIER, code: 'fixture-race' };
    const results = await Promise.all([
      seeder.seed([racing], []),
      seeder.seed([racing], []),
      seeder.seed([racing], []),
    ]);
    expect(results.reduce((sum, result) => sum + result.carriers, 0)).toBe(1);
  });
});
