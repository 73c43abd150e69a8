import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ShopsRepository, type NewShopRow } from './shops.repository.js';
import { SHOP_SEED, type ShopSeed } from './shops.seed-data.js';

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
  }

  async seed(shops: readonly ShopSeed[]): Promise<number> {
    const added = await this.repository.seed(shops.map(shopRow));
    if (added > 0) this.logger.log(`Added ${added} reference shops`);
    return added;
  }
}
