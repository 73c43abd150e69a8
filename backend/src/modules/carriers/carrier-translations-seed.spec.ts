import { and, eq, inArray } from 'drizzle-orm';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { carrierServices, carriers, seedLedger } from '../../database/schema/index.js';
import { startTestApp, type SignedInAgent, type TestApp } from '../../testing/test-app.js';
import { CarriersSeedService } from './carriers-seed.service.js';
import { CarriersRepository } from './carriers.repository.js';
import { CARRIER_SERVICE_SEED } from './seed-data/carrier-services.seed-data.js';
import { CARRIER_SEED } from './seed-data/carriers.seed-data.js';

const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

describe('seeded carrier and service translations', () => {
  let t: TestApp;
  let staff: SignedInAgent;
  let db: DatabaseConnection['db'];

  beforeAll(async () => {
    // What the first start writes is under test, so it starts on an empty database, not the template.
    t = await startTestApp({}, { emptyDatabase: true });
    staff = await t.signIn();
    db = t.app.get<DatabaseConnection>(DATABASE_CONNECTION).db;
  });
  afterAll(() => t.close());

  const carrierByCode = async (code: string) =>
    (await staff.get(`/api/carriers?filter=${filter({ code })}`).expect(200)).body.records[0];
  const serviceByUrl = async (url: string) =>
    (await staff.get(`/api/carrier-services?filter=${filter({ clear_url: url })}`).expect(200)).body.records[0];

  it('are seeded with the carriers and services of a new install', async () => {
    const dhl = await carrierByCode('dhl');
    expect(Object.keys(dhl.translations).sort()).toEqual(['de', 'en', 'es', 'ru']);
    expect(dhl.translations.de.title).toBe('DHL Express Sendungsverfolgung');
    expect(dhl.translations.ru.short_content).toContain('DHL Group');
    const epacket = await serviceByUrl('china-post-epacket');
    expect(epacket.shipping_time).toBe('7–20 business days');
    expect(epacket.content.es.shipping_time).toBe('7–20 días hábiles');
    expect(epacket.content.ru.short_content).toBeTruthy();
  });

  it('reach an install seeded before them, once, without touching what staff wrote', async () => {
    const codes = ['usps', 'ups', 'china-post'];
    const urls = ['usps-priority-mail', 'ups-ground'];
    // As an install from before the translations: English only, never seeded with them.
    for (const code of codes) {
      const row = await carrierByCode(code);
      await db
        .update(carriers)
        .set({ translations: { en: row.translations.en } })
        .where(eq(carriers.code, code));
    }
    for (const url of urls) {
      const row = await serviceByUrl(url);
      await db
        .update(carrierServices)
        .set({ content: { en: row.content.en } })
        .where(eq(carrierServices.clearUrl, url));
    }
    await db
      .delete(seedLedger)
      .where(
        and(
          inArray(seedLedger.dataset, ['carrier-translations', 'carrier-service-translations']),
          inArray(seedLedger.key, [...codes, ...urls]),
        ),
      );
    // Staff wrote a German UPS text of their own and changed the English USPS description.
    const ups = await carrierByCode('ups');
    await staff
      .put(`/api/carriers/${ups._id}`, {
        translations: { ...ups.translations, de: { title: 'UPS Sendungsverfolgung' } },
      })
      .expect(200);
    const usps = await carrierByCode('usps');
    await staff
      .put(`/api/carriers/${usps._id}`, {
        translations: { en: { ...usps.translations.en, short_content: 'Staff text.' } },
      })
      .expect(200);
    const upsGround = await serviceByUrl('ups-ground');
    await staff
      .put(`/api/carrier-services/${upsGround._id}`, {
        content: { ...upsGround.content, ru: { short_content: 'Текст сотрудника.' } },
      })
      .expect(200);

    const seeder = t.app.get(CarriersSeedService);
    expect(await seeder.seedTranslations(CARRIER_SEED, CARRIER_SERVICE_SEED)).toEqual({ carriers: 2, services: 2 });

    // Staff rewrote the English: the seed's translations of the old text would not match it.
    expect((await carrierByCode('usps')).translations).toEqual({
      en: expect.objectContaining({ short_content: 'Staff text.' }),
    });
    const seededUps = await carrierByCode('ups');
    expect(seededUps.translations.de).toEqual({ title: 'UPS Sendungsverfolgung' });
    expect(seededUps.translations.ru.title).toBe('Отслеживание UPS');
    expect((await carrierByCode('china-post')).translations.de.short_content).toContain('CN');
    const seededGround = await serviceByUrl('ups-ground');
    expect(seededGround.content.ru).toEqual({ short_content: 'Текст сотрудника.' });
    expect(seededGround.content.de.shipping_time).toBe('1–5 Werktage');
    expect((await serviceByUrl('usps-priority-mail')).content.es.shipping_time).toBe('1–3 días hábiles');

    // Once per record: a language staff remove afterwards is not brought back.
    await staff
      .put(`/api/carriers/${seededUps._id}`, {
        translations: { en: seededUps.translations.en, de: seededUps.translations.de },
      })
      .expect(200);
    expect(await seeder.seedTranslations(CARRIER_SEED, CARRIER_SERVICE_SEED)).toEqual({ carriers: 0, services: 0 });
    expect(Object.keys((await carrierByCode('ups')).translations).sort()).toEqual(['de', 'en']);
  });

  it('seed a record without translations yet once they are written, and leave unknown codes alone', async () => {
    const repository = t.app.get(CarriersRepository);
    const english = { title: 'Later Tracking' };
    await repository.insert({ code: 'later-translated', name: 'Later', translations: { en: english } });
    const texts = {
      de: { short_content: 'Später.' },
      es: { short_content: 'Luego.' },
      ru: { short_content: 'Позже.' },
    };
    expect(
      await repository.seedTranslations(
        { 'later-translated': texts, 'never-inserted': texts },
        {},
        {
          carriers: new Map([
            ['later-translated', { name: 'Later', english }],
            ['never-inserted', { name: 'Never', english }],
          ]),
          services: new Map(),
        },
      ),
    ).toEqual({ carriers: 1, services: 0 });
    expect((await carrierByCode('later-translated')).translations).toEqual({ en: english, ...texts });
  });
});
