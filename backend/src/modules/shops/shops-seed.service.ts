import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ShopsRepository, type NewShopRow } from './shops.repository.js';
import { SHOP_SEED, type ShopSeed } from './shops.seed-data.js';
import { SHOP_TRANSLATIONS } from './shops.translations.js';
import type { SeedTranslation } from '../reference-data/seed-translations.js';
import type { ShopTranslation } from '../../database/schema/index.js';

export function shopRow(seed: ShopSeed): NewShopRow {
  return {
    name: seed.name,
    systemName: seed.system_name,
    homepage: seed.homepage,
    type: seed.type,
    published: true,
    translations: { en: { title: `${seed.name} order tracking`, short_content: seed.description } },
  };
}

/** Reference shops, always seeded at start; only system names the seed never inserted are added. */
@Injectable()
export class ShopsSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('ReferenceData');

  constructor(private readonly repository: ShopsRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seed(SHOP_SEED);
    await this.translate(SHOP_SEED, SHOP_TRANSLATIONS);
  }

  /**
   * Gives the seeded shops their German, Spanish and Russian texts, once per shop and only where staff left the
   * English as seeded and wrote no text of their own in that language (reference-data/seed-translations.ts).
   */
  async translate(
    seed: readonly ShopSeed[],
    translations: Readonly<Record<string, SeedTranslation<ShopTranslation>>>,
  ): Promise<number> {
    const english = new Map(
      seed.map((shop) => {
        const row = shopRow(shop);
        return [shop.system_name, { name: row.name, english: row.translations?.en ?? {} }] as const;
      }),
    );
    const translated = await this.repository.seedTranslations(translations, english);
    if (translated > 0) this.logger.log(`Translated ${translated} reference shops`);
    return translated;
  }

  async seed(shops: readonly ShopSeed[]): Promise<number> {
    const added = await this.repository.seed(shops.map(shopRow));
    if (added > 0) this.logger.log(`Added ${added} reference shops`);
    return added;
  }
}
