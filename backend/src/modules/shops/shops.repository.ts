import { Inject, Injectable } from '@nestjs/common';
import { eq, getTableColumns, inArray } from 'drizzle-orm';
import { selectPage } from '../../common/list-page.js';
import type { ListSpec } from '../../common/list-query.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { shops, type ShopTranslation } from '../../database/schema/index.js';
import { inSeedTransaction, markSeeded, notYetSeeded } from '../reference-data/seed-ledger.js';
import { backfillSeedTranslations, type SeedTranslation } from '../reference-data/seed-translations.js';

export type ShopRow = typeof shops.$inferSelect;
export type NewShopRow = typeof shops.$inferInsert;
export type ShopChanges = Partial<Omit<NewShopRow, 'id' | 'createdAt' | 'updatedAt'>>;
/** A shop's English as the seed wrote it, by system name. */
export interface ShopSeedEnglish {
  name: string;
  english: ShopTranslation;
}

const columns = getTableColumns(shops);

const listSpec: ListSpec = {
  fields: {
    _id: shops.id,
    name: shops.name,
    system_name: shops.systemName,
    type: shops.type,
    published: shops.published,
    createdAt: shops.createdAt,
    updatedAt: shops.updatedAt,
  },
  textFields: ['name'],
  defaultSort: { field: 'name', direction: 'asc' },
};

@Injectable()
export class ShopsRepository {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  list(query: ListQueryDto, publishedOnly = false): Promise<ListResult<ShopRow>> {
    return selectPage(this.db, query, listSpec, {
      rows: this.db.select(columns).from(shops).$dynamic(),
      table: shops,
      thenBy: [shops.id],
      scope: publishedOnly ? eq(shops.published, true) : undefined,
    });
  }

  async findById(id: string): Promise<ShopRow | undefined> {
    const rows = await this.db.select(columns).from(shops).where(eq(shops.id, id)).limit(1);
    return rows[0];
  }

  async findBySystemName(systemName: string): Promise<ShopRow | undefined> {
    const rows = await this.db.select(columns).from(shops).where(eq(shops.systemName, systemName)).limit(1);
    return rows[0];
  }

  async insert(row: NewShopRow): Promise<ShopRow> {
    const [inserted] = await this.db.insert(shops).values(row).returning(columns);
    return inserted;
  }

  async update(id: string, changes: ShopChanges): Promise<ShopRow | undefined> {
    const [row] = await this.db
      .update(shops)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(shops.id, id))
      .returning(columns);
    return row;
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(shops).where(eq(shops.id, id)).returning({ id: shops.id });
    return rows.length > 0;
  }

  /** Inserts the reference shops the seed never inserted (by system_name); answers how many were added. */
  async seed(rows: readonly NewShopRow[]): Promise<number> {
    return inSeedTransaction(this.db, 'shops', async (tx) => {
      const missing = await notYetSeeded(tx, 'shops', rows, (row) => row.systemName);
      if (missing.length === 0) return 0;
      const inserted = await tx
        .insert(shops)
        .values([...missing])
        .onConflictDoNothing()
        .returning({ id: shops.id });
      await markSeeded(
        tx,
        'shops',
        missing.map((row) => row.systemName),
      );
      return inserted.length;
    });
  }

  /**
   * Adds the seed's German, Spanish and Russian titles and descriptions to the seeded shops (seed ledger dataset
   * `shop-translations`; reference-data/seed-translations.ts): only to a shop whose name and English texts are still
   * `english`'s, in the languages it has no text in. Answers how many shops got some.
   */
  seedTranslations(
    seeded: Readonly<Record<string, SeedTranslation<ShopTranslation>>>,
    english: ReadonlyMap<string, ShopSeedEnglish>,
  ): Promise<number> {
    return backfillSeedTranslations(
      this.db,
      'shop-translations',
      seeded,
      async (tx, keys) => {
        const rows = await tx.select(columns).from(shops).where(inArray(shops.systemName, keys));
        return rows.map((row) => {
          const seed = english.get(row.systemName);
          const own = row.translations.en ?? {};
          const englishAsSeeded =
            seed !== undefined &&
            row.name === seed.name &&
            own.title === seed.english.title &&
            own.short_content === seed.english.short_content &&
            (own.content ?? '') === (seed.english.content ?? '');
          return { id: row.id, key: row.systemName, englishAsSeeded, translations: row.translations };
        });
      },
      async (tx, id, translations) => {
        await tx.update(shops).set({ translations, updatedAt: new Date() }).where(eq(shops.id, id));
      },
    );
  }
}
