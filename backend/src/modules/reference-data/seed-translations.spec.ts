import { and, eq, inArray, sql } from 'drizzle-orm';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { contentBlocks, contentRecords, seedLedger, shops } from '../../database/schema/index.js';
import { startTestApp, type SignedInAgent, type TestApp } from '../../testing/test-app.js';
import { CONTENT_SEED_DATA, CONTENT_TRANSLATION_DATA, ContentSeedService } from '../content/content-seed.service.js';
import { contentSeedKey } from '../content/seed/translations.seed-data.js';
import { ShopsSeedService } from '../shops/shops-seed.service.js';
import { SHOP_SEED } from '../shops/shops.seed-data.js';
import { SHOP_TRANSLATIONS } from '../shops/shops.translations.js';
import { loadSeedTranslations, TRANSLATED_LANGUAGES, translationFields } from './seed-translations.js';

const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

describe('translated reference data', () => {
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

  it('a translations file must have every seed entry, every language and every field, and nothing else', () => {
    const fields = translationFields(['title']);
    const texts = { de: { title: 'Titel' }, es: { title: 'Título' }, ru: { title: 'Заголовок' } };
    expect(loadSeedTranslations('ok.json', { a: texts }, fields, ['a'])).toEqual({ a: texts });
    expect(() => loadSeedTranslations('f.json', { a: texts }, fields, ['a', 'b'])).toThrow(
      'f.json: no translation of b',
    );
    expect(() => loadSeedTranslations('f.json', { a: texts, c: texts }, fields, ['a'])).toThrow('c is not in the seed');
    expect(() => loadSeedTranslations('f.json', { a: { de: texts.de, es: texts.es } }, fields, ['a'])).toThrow(
      /f\.json: record a, field ru: /,
    );
    expect(() => loadSeedTranslations('f.json', { a: { ...texts, ru: { title: ' ' } } }, fields, ['a'])).toThrow(
      /f\.json: record a, field ru\.title: /,
    );
    expect(() =>
      loadSeedTranslations('f.json', { a: { ...texts, de: { title: 'Titel', body: 'x' } } }, fields, ['a']),
    ).toThrow(/record a, field de: .*body/);
  });

  it('every seeded shop, category, record and block has its German, Spanish and Russian texts', async () => {
    const shopList = (await t.http.get('/api/public/shops?limit=100').expect(200)).body.records as Array<{
      system_name: string;
      translations: Record<string, { title?: string; short_content?: string }>;
    }>;
    expect(shopList).toHaveLength(SHOP_SEED.length);
    for (const shop of shopList) {
      for (const language of TRANSLATED_LANGUAGES) {
        expect([shop.system_name, shop.translations[language]]).toEqual([
          shop.system_name,
          SHOP_TRANSLATIONS[shop.system_name][language],
        ]);
      }
    }

    for (const category of CONTENT_SEED_DATA.taxonomy) {
      const body = (await t.http.get(`/api/public/taxonomy/${category.sys_name}`).expect(200)).body;
      for (const language of TRANSLATED_LANGUAGES) {
        expect(body.translations[language]).toEqual({
          name: expect.any(String),
          short_description: expect.any(String),
          description: expect.stringMatching(/^<p>/),
        });
        expect(body.translations[language].name).toBe(
          CONTENT_TRANSLATION_DATA.taxonomy[category.sys_name][language].name,
        );
      }
    }

    const records = (await staff.get('/api/content?limit=100').expect(200)).body.records as Array<{
      seo_url: string;
      short_description: string;
      translations: Record<string, { title?: string; short_content?: string; content?: string }>;
      translated: { title: string[]; content: string[] };
    }>;
    expect(records).toHaveLength(CONTENT_SEED_DATA.content.length);
    for (const record of records) {
      const seed = CONTENT_SEED_DATA.content.find((entry) => entry.seo_url === record.seo_url)!;
      for (const language of TRANSLATED_LANGUAGES) {
        const texts = record.translations[language];
        expect(texts.title).toBe(CONTENT_TRANSLATION_DATA.content[contentSeedKey(seed)][language].title);
        expect(texts.content).toMatch(/^<(p|h2|ul)>/);
        // A record with a summary in English has one in every language.
        expect(Boolean(texts.short_content)).toBe(record.short_description !== '');
      }
      expect([...record.translated.title].sort()).toEqual(['de', 'en', 'es', 'ru']);
    }

    for (const type of ['main_page', 'courier_page']) {
      const blocks = (await t.http.get(`/api/public/content-blocks/${type}`).expect(200)).body as Array<{
        translations: Record<string, { name?: string; content?: string }>;
      }>;
      expect(blocks.length).toBe(CONTENT_SEED_DATA.blocks.filter((block) => block.type === type).length);
      for (const block of blocks) {
        expect(Object.keys(block.translations).sort()).toEqual([...TRANSLATED_LANGUAGES]);
      }
    }
  });

  it('reach an install from before them once per entry, never over staff texts or a record staff rewrote', async () => {
    // Three shops and three courier-page records as an install from before the translations has them: English only,
    // never translated.
    const shopNames = ['amazon', 'ebay', 'temu'];
    await db
      .update(shops)
      .set({ translations: sql`jsonb_build_object('en', ${shops.translations}->'en')` })
      .where(inArray(shops.systemName, shopNames));
    await db
      .delete(seedLedger)
      .where(and(eq(seedLedger.dataset, 'shop-translations'), inArray(seedLedger.key, shopNames)));
    const shopBy = async (systemName: string) =>
      (await staff.get(`/api/shops?filter=${filter({ system_name: systemName })}`).expect(200)).body.records[0];

    // Staff wrote their own German text for Amazon, and rewrote eBay's English description.
    const amazon = await shopBy('amazon');
    await staff
      .put(`/api/shops/${amazon._id}`, {
        translations: { ...amazon.translations, de: { short_content: 'Von Hand geschrieben.' } },
      })
      .expect(200);
    const ebay = await shopBy('ebay');
    await staff
      .put(`/api/shops/${ebay._id}`, {
        translations: { en: { ...ebay.translations.en, short_content: 'Rewritten by staff.' } },
      })
      .expect(200);

    const seeder = t.app.get(ShopsSeedService);
    expect(await seeder.translate(SHOP_SEED, SHOP_TRANSLATIONS)).toBe(2);
    const amazonAfter = await shopBy('amazon');
    expect(amazonAfter.translations.de).toEqual({ short_content: 'Von Hand geschrieben.' });
    expect(amazonAfter.translations.es).toEqual(SHOP_TRANSLATIONS.amazon.es);
    expect(amazonAfter.translations.ru).toEqual(SHOP_TRANSLATIONS.amazon.ru);
    expect(Object.keys((await shopBy('ebay')).translations)).toEqual(['en']);
    const temu = await shopBy('temu');
    expect(temu.translations.de).toEqual(SHOP_TRANSLATIONS.temu.de);

    // Staff removed the Spanish text: a later start does not bring it back.
    const { es: _es, ...withoutSpanish } = temu.translations;
    await staff.put(`/api/shops/${temu._id}`, { translations: withoutSpanish }).expect(200);
    expect(await seeder.translate(SHOP_SEED, SHOP_TRANSLATIONS)).toBe(0);
    expect((await shopBy('temu')).translations.es).toBeUndefined();

    // Content records and blocks follow the same rule.
    const keys = ['help-center/customs-delays', 'faq/why-no-information'];
    await db
      .update(contentRecords)
      .set({ translations: sql`jsonb_build_object('en', ${contentRecords.translations}->'en')` })
      .where(inArray(contentRecords.seoUrl, ['customs-delays', 'why-no-information']));
    await db.update(contentBlocks).set({ translations: {} }).where(eq(contentBlocks.type, 'courier_page'));
    await db
      .delete(seedLedger)
      .where(
        and(
          inArray(seedLedger.dataset, ['content-translations', 'content-block-translations']),
          inArray(seedLedger.key, [...keys, 'courier_page:how-to-track', 'courier_page:no-information']),
        ),
      );
    const recordBy = async (seoUrl: string) =>
      (await staff.get(`/api/content?filter=${filter({ seo_url: seoUrl })}`).expect(200)).body.records[0];
    const customs = await recordBy('customs-delays');
    await staff.put(`/api/content/${customs._id}`, { title: 'Customs (edited)' }).expect(200);
    const blocks = (await t.http.get('/api/public/content-blocks/courier_page').expect(200)).body as Array<{
      _id: string;
      name: string;
    }>;
    const noInformation = blocks.find((block) => block.name === 'No information yet')!;
    await staff.put(`/api/content-blocks/${noInformation._id}`, { content: '<p>Rewritten by staff.</p>' }).expect(200);

    expect(await t.app.get(ContentSeedService).translate(CONTENT_SEED_DATA, CONTENT_TRANSLATION_DATA)).toEqual({
      taxonomy: 0,
      content: 1,
      blocks: 1,
    });
    expect(Object.keys((await recordBy('customs-delays')).translations)).toEqual(['en']);
    expect((await recordBy('why-no-information')).translations.ru.title).toBe(
      CONTENT_TRANSLATION_DATA.content['faq/why-no-information'].ru.title,
    );
    const blocksAfter = (await t.http.get('/api/public/content-blocks/courier_page').expect(200)).body as Array<{
      name: string;
      translations: Record<string, unknown>;
    }>;
    expect(blocksAfter.find((block) => block.name === 'No information yet')!.translations).toEqual({});
    expect(Object.keys(blocksAfter.find((block) => block.name === 'How to track')!.translations).sort()).toEqual([
      ...TRANSLATED_LANGUAGES,
    ]);
  });
});
