import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import { selectPage } from '../../common/list-page.js';
import type { ListSpec } from '../../common/list-query.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { tags, taxonomy, type TaxonomyTranslation } from '../../database/schema/index.js';
import { inSeedTransaction, markSeeded, notYetSeeded } from '../reference-data/seed-ledger.js';
import { backfillSeedTranslations, type SeedTranslation } from '../reference-data/seed-translations.js';

export type TaxonomyRow = typeof taxonomy.$inferSelect;
export type NewTaxonomyRow = typeof taxonomy.$inferInsert;
export type TaxonomyChanges = Partial<Omit<NewTaxonomyRow, 'id' | 'sysName' | 'createdAt' | 'updatedAt'>>;
export type TagRow = typeof tags.$inferSelect;
export type NewTagRow = typeof tags.$inferInsert;
/** A category to seed, naming its parent by sys_name. */
export type TaxonomySeedRow = NewTaxonomyRow & { parentSysName?: string };
/** A category's English as the seed wrote it (rich text sanitised), by sys_name. */
export type TaxonomySeedEnglish = Pick<TaxonomyRow, 'name' | 'shortDescription' | 'description'>;

const taxonomyColumns = getTableColumns(taxonomy);

const taxonomyListSpec: ListSpec = {
  fields: {
    _id: taxonomy.id,
    name: taxonomy.name,
    sys_name: taxonomy.sysName,
    parentId: taxonomy.parentId,
    order: taxonomy.sortOrder,
    createdAt: taxonomy.createdAt,
    updatedAt: taxonomy.updatedAt,
  },
  textFields: ['name'],
  defaultSort: { field: 'order', direction: 'asc' },
};

const tagColumns = getTableColumns(tags);

const tagListSpec: ListSpec = {
  fields: {
    _id: tags.id,
    name: tags.name,
    sys_name: tags.sysName,
    createdAt: tags.createdAt,
    updatedAt: tags.updatedAt,
  },
  textFields: ['name'],
  defaultSort: { field: 'name', direction: 'asc' },
};

/** The SQL of categories (a tree) and tags. */
@Injectable()
export class TaxonomyRepository {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  list(query: ListQueryDto): Promise<ListResult<TaxonomyRow>> {
    return selectPage(this.db, query, taxonomyListSpec, {
      rows: this.db.select(taxonomyColumns).from(taxonomy).$dynamic(),
      table: taxonomy,
      thenBy: [asc(taxonomy.name), taxonomy.id],
    });
  }

  async findById(id: string): Promise<TaxonomyRow | undefined> {
    const rows = await this.db.select(taxonomyColumns).from(taxonomy).where(eq(taxonomy.id, id)).limit(1);
    return rows[0];
  }

  async findBySysName(sysName: string): Promise<TaxonomyRow | undefined> {
    const rows = await this.db.select(taxonomyColumns).from(taxonomy).where(eq(taxonomy.sysName, sysName)).limit(1);
    return rows[0];
  }

  async findByIds(ids: readonly string[]): Promise<TaxonomyRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select(taxonomyColumns)
      .from(taxonomy)
      .where(inArray(taxonomy.id, [...ids]));
  }

  async children(parentId: string): Promise<TaxonomyRow[]> {
    return this.db
      .select(taxonomyColumns)
      .from(taxonomy)
      .where(eq(taxonomy.parentId, parentId))
      .orderBy(asc(taxonomy.sortOrder), asc(taxonomy.name));
  }

  async insert(row: NewTaxonomyRow): Promise<TaxonomyRow> {
    const [inserted] = await this.db.insert(taxonomy).values(row).returning(taxonomyColumns);
    return inserted;
  }

  async update(id: string, changes: TaxonomyChanges): Promise<TaxonomyRow | undefined> {
    const [row] = await this.db
      .update(taxonomy)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(taxonomy.id, id))
      .returning(taxonomyColumns);
    return row;
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(taxonomy).where(eq(taxonomy.id, id)).returning({ id: taxonomy.id });
    return rows.length > 0;
  }

  listTags(query: ListQueryDto): Promise<ListResult<TagRow>> {
    return selectPage(this.db, query, tagListSpec, {
      rows: this.db.select(tagColumns).from(tags).$dynamic(),
      table: tags,
      thenBy: [tags.id],
    });
  }

  async findTag(where: SQL): Promise<TagRow | undefined> {
    const rows = await this.db.select(tagColumns).from(tags).where(where).limit(1);
    return rows[0];
  }

  findTagById(id: string): Promise<TagRow | undefined> {
    return this.findTag(eq(tags.id, id));
  }

  findTagBySysName(sysName: string): Promise<TagRow | undefined> {
    return this.findTag(eq(tags.sysName, sysName));
  }

  async findTagsByIds(ids: readonly string[]): Promise<TagRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select(tagColumns)
      .from(tags)
      .where(inArray(tags.id, [...ids]));
  }

  async insertTag(row: NewTagRow): Promise<TagRow> {
    const [inserted] = await this.db.insert(tags).values(row).returning(tagColumns);
    return inserted;
  }

  async updateTag(id: string, changes: Partial<Pick<TagRow, 'name' | 'sysName'>>): Promise<TagRow | undefined> {
    const [row] = await this.db
      .update(tags)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(tags.id, id))
      .returning(tagColumns);
    return row;
  }

  async deleteTag(id: string): Promise<boolean> {
    const rows = await this.db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
    return rows.length > 0;
  }

  /**
   * Inserts the reference categories the seed never inserted (by sys_name), parents first; a parent that no longer
   * exists leaves the child at the top level. Answers how many were added.
   */
  async seed(rows: readonly TaxonomySeedRow[]): Promise<number> {
    return inSeedTransaction(this.db, 'taxonomy', async (tx) => {
      const missing = await notYetSeeded(tx, 'taxonomy', rows, (row) => row.sysName);
      let added = 0;
      for (const { parentSysName, ...row } of missing) {
        const [parent] = parentSysName
          ? await tx.select({ id: taxonomy.id }).from(taxonomy).where(eq(taxonomy.sysName, parentSysName)).limit(1)
          : [];
        const inserted = await tx
          .insert(taxonomy)
          .values({ ...row, parentId: parent?.id ?? null })
          .onConflictDoNothing()
          .returning({ id: taxonomy.id });
        added += inserted.length;
      }
      await markSeeded(
        tx,
        'taxonomy',
        missing.map((row) => row.sysName),
      );
      return added;
    });
  }

  /**
   * Adds the seed's German, Spanish and Russian texts to the seeded categories (seed ledger dataset
   * `taxonomy-translations`; reference-data/seed-translations.ts): only to a category whose English is still
   * `english`'s, in the languages it has no text in. Answers how many categories got some.
   */
  seedTranslations(
    seeded: Readonly<Record<string, SeedTranslation<TaxonomyTranslation>>>,
    english: ReadonlyMap<string, TaxonomySeedEnglish>,
  ): Promise<number> {
    return backfillSeedTranslations(
      this.db,
      'taxonomy-translations',
      seeded,
      async (tx, keys) => {
        const rows = await tx.select(taxonomyColumns).from(taxonomy).where(inArray(taxonomy.sysName, keys));
        return rows.map((row) => {
          const seed = english.get(row.sysName);
          const englishAsSeeded =
            seed !== undefined &&
            row.name === seed.name &&
            row.shortDescription === seed.shortDescription &&
            row.description === seed.description;
          return { id: row.id, key: row.sysName, englishAsSeeded, translations: row.translations };
        });
      },
      async (tx, id, translations) => {
        await tx.update(taxonomy).set({ translations, updatedAt: new Date() }).where(eq(taxonomy.id, id));
      },
    );
  }
}
