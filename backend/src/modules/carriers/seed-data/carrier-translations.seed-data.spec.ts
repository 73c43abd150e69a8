import { titleHasTrackingWord } from '@parcelpilot/contracts';
import { TRANSLATED_LANGUAGES } from '../../reference-data/seed-translations.js';
import { CARRIER_SERVICE_SEED } from './carrier-services.seed-data.js';
import carrierTexts from './carriers.translations.json' with { type: 'json' };
import serviceTexts from './carrier-services.translations.json' with { type: 'json' };
import {
  carrierTranslationsSchema,
  seededCarrierTranslations,
  seededServiceContent,
  serviceTranslationsSchema,
} from './carrier-translations.seed-data.js';
import { CARRIER_SEED } from './carriers.seed-data.js';

const carrierCases = CARRIER_SEED.flatMap((seed) =>
  TRANSLATED_LANGUAGES.map((language) => [seed.code, language, seed] as const),
);
const serviceCases = CARRIER_SERVICE_SEED.flatMap((seed) =>
  TRANSLATED_LANGUAGES.map((language) => [seed.clear_url, language, seed] as const),
);

describe('seeded carriers and services in German, Spanish and Russian', () => {
  it.each(carrierCases)('carrier %s in %s: title with its word, description, meta', (_code, language, seed) => {
    const english = seededCarrierTranslations(seed).en!;
    const text = seededCarrierTranslations(seed)[language];
    expect(text).toBeDefined();
    const { title, short_content, meta } = text!;
    expect(titleHasTrackingWord(language, title!)).toBe(true);
    expect(title).toContain(seed.name);
    for (const field of [short_content, meta?.description, meta?.keywords]) expect(field?.trim()).toBeTruthy();
    // A translation, not the English text again; the facts it names (S10 suffixes) are kept.
    expect(short_content).not.toBe(english.short_content);
    expect(meta?.description).not.toBe(english.meta?.description);
    for (const suffix of seed.description.match(/\bending in ([A-Z]{2})\b/g) ?? []) {
      expect(short_content).toContain(suffix.slice(-2));
    }
  });

  it('keeps the English title, description and meta of each carrier', () => {
    const usps = seededCarrierTranslations(CARRIER_SEED.find((seed) => seed.code === 'usps')!);
    expect(usps.en).toEqual({
      title: 'USPS Tracking',
      short_content: CARRIER_SEED.find((seed) => seed.code === 'usps')!.description,
      meta: {
        description: 'Track USPS parcels and shipments by tracking number: status, events and delivery times.',
        keywords: 'USPS tracking, USPS parcel tracking, usps tracking number',
      },
    });
    expect(usps.de?.title).toBe('USPS Sendungsverfolgung');
    expect(usps.es?.title).toBe('Seguimiento de USPS');
    expect(usps.ru?.title).toBe('Отслеживание USPS');
  });

  it.each(serviceCases)('service %s in %s: short contents and shipping time', (_url, language, seed) => {
    const content = seededServiceContent(seed)[language];
    expect(content).toBeDefined();
    expect(content!.short_content?.trim()).toBeTruthy();
    expect(content!.short_content).not.toBe(seed.content.en.short_content);
    if (seed.content.en.short_content2) expect(content!.short_content2?.trim()).toBeTruthy();
    expect(content!.shipping_time?.trim()).toBeTruthy();
    expect(content!.shipping_time).not.toBe(seed.shipping_time);
  });

  it('builds shipping times from the English numbers, and takes other wordings from the data file', () => {
    const byUrl = (url: string) => seededServiceContent(CARRIER_SERVICE_SEED.find((seed) => seed.clear_url === url)!);
    expect(byUrl('china-post-epacket').de?.shipping_time).toBe('7–20 Werktage');
    expect(byUrl('china-post-epacket').es?.shipping_time).toBe('7–20 días hábiles');
    expect(byUrl('china-post-epacket').ru?.shipping_time).toBe('7–20 рабочих дней');
    expect(byUrl('dpd-express-8-30').de?.shipping_time).toBe('Am nächsten Werktag bis 8:30 Uhr');
    expect(byUrl('china-post-registered-air-mail').ru?.trackingService).toBe('Заказная авиапочта');
    expect(byUrl('usps-priority-mail').de?.trackingService).toBeUndefined();
  });

  it('are keyed by seeded carrier codes and service slugs only', () => {
    const codes = new Set(CARRIER_SEED.map((seed) => seed.code));
    const urls = new Set(CARRIER_SERVICE_SEED.map((seed) => seed.clear_url));
    expect(Object.keys(carrierTexts).filter((code) => !codes.has(code))).toEqual([]);
    expect(Object.keys(serviceTexts).filter((url) => !urls.has(url))).toEqual([]);
  });

  it('are checked at load: a bad entry names its key and why', () => {
    const carriers = carrierTranslationsSchema.safeParse({
      ...carrierTexts,
      'no-russian': { de: { short_content: 'Text' }, es: { short_content: 'Texto' } },
      'empty-text': { de: { short_content: ' ' }, es: { short_content: 'Texto' }, ru: { short_content: 'Текст' } },
      'with-markup': {
        de: { short_content: '<b>Text</b>' },
        es: { short_content: 'Texto' },
        ru: { short_content: 'Текст' },
      },
    });
    expect(carriers.success).toBe(false);
    expect(carriers.error!.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['no-russian.ru', 'empty-text.de.short_content', 'with-markup.de.short_content']),
    );
    const services = serviceTranslationsSchema.safeParse({
      ...serviceTexts,
      'unknown-field': {
        de: { short_content: 'Text', price: '1 €' },
        es: { short_content: 'Texto' },
        ru: { short_content: 'Текст' },
      },
    });
    expect(services.success).toBe(false);
    expect(services.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['unknown-field.de']);
  });
});
