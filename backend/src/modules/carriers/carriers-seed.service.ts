import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { TRANSLATED_LANGUAGES, type SeedTranslation } from '../reference-data/seed-translations.js';
import {
  CarriersRepository,
  type CarrierSeedEnglish,
  type CarrierServiceSeedRow,
  type NewCarrierRow,
} from './carriers.repository.js';
import { CARRIER_SERVICE_SEED } from './seed-data/carrier-services.seed-data.js';
import type { CarrierSeed, CarrierServiceSeed } from './seed-data/carrier-seed.types.js';
import { CARRIER_SEED } from './seed-data/carriers.seed-data.js';
import { seededCarrierTranslations, seededServiceContent } from './seed-data/carrier-translations.seed-data.js';
import { TRACKING_URL_TEMPLATES } from './seed-data/tracking-url-templates.seed-data.js';

/** Carriers tracked through a direct API of their own (the tracking module's adapters). */
const API_CONNECTED = new Set(['dhl', 'dhl-paket', 'dhl-ecommerce', 'usps', 'ups', 'fedex']);
/** The carriers of the top menu and the main page banner. */
const HIGHLIGHTED = new Set(['usps', 'ups', 'fedex', 'dhl', 'china-post']);

export function carrierRow(seed: CarrierSeed): NewCarrierRow {
  return {
    code: seed.code,
    name: seed.name,
    type: seed.type,
    countryIso: seed.countryIso,
    s10CountryCodes: seed.s10CountryCodes ?? [],
    homepage: seed.homepage,
    phone: seed.phone,
    email: seed.email,
    url: seed.trackingUrl,
    trackingUrlTemplate: TRACKING_URL_TEMPLATES[seed.code] ?? null,
    internationalService: seed.internationalService,
    prevDescription: seed.description,
    apiConnected: API_CONNECTED.has(seed.code),
    highlighted: HIGHLIGHTED.has(seed.code),
    published: true,
    translations: seededCarrierTranslations(seed),
  };
}

export function carrierServiceRow(seed: CarrierServiceSeed): CarrierServiceSeedRow {
  return {
    carrierCode: seed.carrierCode,
    clearUrl: seed.clear_url,
    shippingTime: seed.shipping_time,
    trackingService: seed.trackingService,
    trackingNumberExample: seed.trackingNumberExample,
    internationalService: seed.internationalService,
    cargoTypes: seed.cargo_types,
    content: seededServiceContent(seed),
    sortOrder: seed.order,
  };
}

/** The seed's texts in the translated languages, per key, of the entries that have them (the others wait for theirs). */
function translatedEntries<T>(
  entries: ReadonlyArray<readonly [string, Partial<Record<string, T>>]>,
): Record<string, SeedTranslation<T>> {
  return Object.fromEntries(
    entries.flatMap(([key, texts]) => {
      const [de, es, ru] = TRANSLATED_LANGUAGES.map((language) => texts[language]);
      return de && es && ru ? [[key, { de, es, ru }]] : [];
    }),
  );
}

/**
 * Reference carriers and their services, always seeded at start: codes the seed never inserted are added, and
 * nothing a staff member changed or deleted is touched.
 */
@Injectable()
export class CarriersSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('ReferenceData');

  constructor(private readonly repository: CarriersRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seed(CARRIER_SEED, CARRIER_SERVICE_SEED);
    await this.seedTrackingUrlTemplates(TRACKING_URL_TEMPLATES);
    await this.seedTranslations(CARRIER_SEED, CARRIER_SERVICE_SEED);
  }

  /**
   * Gives the seeded carriers and services their German, Spanish and Russian texts, once per code and clear_url and
   * only where staff left the name and English as seeded and wrote no text of their own in that language
   * (reference-data/seed-translations.ts).
   */
  async seedTranslations(
    carriers: readonly CarrierSeed[],
    services: readonly CarrierServiceSeed[],
  ): Promise<{ carriers: number; services: number }> {
    const carrierTexts = carriers.map((seed) => [seed.code, seededCarrierTranslations(seed)] as const);
    const serviceTexts = services.map((seed) => [seed.clear_url, seededServiceContent(seed)] as const);
    const english: CarrierSeedEnglish = {
      carriers: new Map(
        carrierTexts.map(([code, texts], index) => [code, { name: carriers[index].name, english: texts.en ?? {} }]),
      ),
      services: new Map(
        serviceTexts.map(([url, texts], index) => [
          url,
          {
            trackingService: services[index].trackingService,
            shippingTime: services[index].shipping_time,
            english: texts.en ?? {},
          },
        ]),
      ),
    };
    const filled = await this.repository.seedTranslations(
      translatedEntries(carrierTexts),
      translatedEntries(serviceTexts),
      english,
    );
    if (filled.carriers + filled.services > 0) {
      this.logger.log(`Added translations to ${filled.carriers} carriers and ${filled.services} carrier services`);
    }
    return filled;
  }

  /** Templates for carriers that have none yet, each code once (existing installs get the templates too). */
  async seedTrackingUrlTemplates(templates: Readonly<Record<string, string>>): Promise<number> {
    const filled = await this.repository.seedTrackingUrlTemplates(templates);
    if (filled > 0) this.logger.log(`Added tracking-link templates to ${filled} carriers`);
    return filled;
  }

  async seed(
    carriers: readonly CarrierSeed[],
    services: readonly CarrierServiceSeed[],
  ): Promise<{ carriers: number; services: number }> {
    const added = await this.repository.seed(carriers.map(carrierRow), services.map(carrierServiceRow));
    if (added.carriers + added.services > 0) {
      this.logger.log(`Added ${added.carriers} reference carriers and ${added.services} carrier services`);
    }
    return added;
  }
}
