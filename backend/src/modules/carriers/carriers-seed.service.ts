import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  CarriersRepository,
  type CarrierServiceSeedRow,
  type NewCarrierRow,
  type SeedTexts,
} from './carriers.repository.js';
import { CARRIER_SERVICE_SEED } from './seed-data/carrier-services.seed-data.js';
import type { CarrierSeed, CarrierServiceSeed } from './seed-data/carrier-seed.types.js';
import { CARRIER_SEED } from './seed-data/carriers.seed-data.js';
import {
  SEED_TRANSLATION_LANGUAGES,
  seededCarrierTranslations,
  seededServiceContent,
} from './seed-data/carrier-translations.seed-data.js';
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

/**
 * The other languages' texts of the entries that have any: English is seeded with the row, and a record without
 * translations yet stays out of the ledger, so the texts still reach it once they are written.
 */
function withTranslations(entries: Array<{ key: string; texts: Record<string, object | undefined> }>): SeedTexts[] {
  return entries.flatMap(({ key, texts }) => {
    const translated = Object.fromEntries(
      SEED_TRANSLATION_LANGUAGES.flatMap((language) => (texts[language] ? [[language, texts[language]]] : [])),
    );
    return Object.keys(translated).length > 0 ? [{ key, texts: translated }] : [];
  });
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
   * The seed's texts in other languages for carriers and services that were seeded before those texts existed, once
   * per code and clear_url: a language a row has no text in gets the seed's texts; a language it has any text in
   * (staff's or the seed's) is left as it is.
   */
  async seedTranslations(
    carriers: readonly CarrierSeed[],
    services: readonly CarrierServiceSeed[],
  ): Promise<{ carriers: number; services: number }> {
    const filled = await this.repository.seedTranslations(
      withTranslations(carriers.map((seed) => ({ key: seed.code, texts: seededCarrierTranslations(seed) }))),
      withTranslations(services.map((seed) => ({ key: seed.clear_url, texts: seededServiceContent(seed) }))),
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
