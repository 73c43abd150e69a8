import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../../common/is-uuid.js';
import { selectPage } from '../../common/list-page.js';
import type { FilterValue, ListSpec } from '../../common/list-query.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { Database, DatabaseConnection } from '../../database/database.js';
import {
  contentBlocks,
  contentRecords,
  contentRecordTags,
  contentRecordTaxonomy,
  contentTypes,
  tags,
  taxonomy,
  type ContentBlockTranslation,
  type ContentBlockType,
  type ContentTranslation,
  type ContentTypeField,
} from '../../database/schema/index.js';
import { inSeedTransaction, markSeeded, notYetSeeded, type SeedTransaction } from '../reference-data/seed-ledger.js';
import { backfillSeedTranslations, type SeedTranslation } from '../reference-data/seed-translations.js';

export type ContentTypeRow = typeof contentTypes.$inferSelect;
export type NewContentTypeRow = typeof contentTypes.$inferInsert;
export type ContentTypeChanges = Partial<Omit<NewContentTypeRow, 'id' | 'createdAt' | 'updatedAt'>>;
export type ContentRecordRow = typeof contentRecords.$inferSelect;
export type NewContentRecordRow = typeof contentRecords.$inferInsert;
export type ContentRecordChanges = Partial<Omit<NewContentRecordRow, 'id' | 'createdAt' | 'updatedAt'>>;
export type ContentRecordWithLinks = ContentRecordRow & { taxonomyIds: string[]; tagIds: string[] };
export type ContentBlockRow = typeof contentBlocks.$inferSelect;
export type NewContentBlockRow = typeof contentBlocks.$inferInsert;
export type ContentBlockChanges = Partial<Omit<NewContentBlockRow, 'id' | 'createdAt' | 'updatedAt'>>;

/** A record to seed, naming its content type and categories by sys_name. */
export type ContentSeedRow = Omit<NewContentRecordRow, 'contentTypeId'> & { contentType: string; taxonomy: string[] };
/** A content block to seed, with the stable key the seed ledger knows it by. */
export type ContentBlockSeedRow = NewContentBlockRow & { key: string };
/** A record's English as the seed wrote it (rich text sanitised), by seed key `{content type}/{seo_url}`. */
export type ContentSeedEnglish = Pick<ContentRecordRow, 'title' | 'shortDescription' | 'description'>;
/** A block's English as the seed wrote it (rich text sanitised), by seed key. */
export type ContentBlockSeedEnglish = Pick<ContentBlockRow, 'type' | 'name' | 'content'>;

/** Which records a public read may see: published ones, of a content type and/or a category (by sys_name). */
export interface ContentScope {
  publishedOnly?: boolean;
  contentType?: string;
  taxonomy?: string;
}

/** Links of a record to categories and tags; undefined leaves the stored links as they are. */
export interface ContentLinks {
  taxonomyIds?: readonly string[];
  tagIds?: readonly string[];
}

const typeColumns = getTableColumns(contentTypes);

const typeListSpec: ListSpec = {
  fields: {
    _id: contentTypes.id,
    name: contentTypes.name,
    sys_name: contentTypes.sysName,
    createdAt: contentTypes.createdAt,
    updatedAt: contentTypes.updatedAt,
  },
  textFields: ['name'],
  defaultSort: { field: 'name', direction: 'asc' },
};

const recordColumns = getTableColumns(contentRecords);

const blockColumns = getTableColumns(contentBlocks);

const blockListSpec: ListSpec = {
  fields: {
    _id: contentBlocks.id,
    type: contentBlocks.type,
    name: contentBlocks.name,
    order: contentBlocks.sortOrder,
    published: contentBlocks.published,
    createdAt: contentBlocks.createdAt,
    updatedAt: contentBlocks.updatedAt,
  },
  textFields: ['name'],
  defaultSort: { field: 'order', direction: 'asc' },
};

/** A filter value naming rows by _id or by sys_name (one or a list). */
function idsAndNames(value: FilterValue): { ids: string[]; names: string[] } {
  const values = (Array.isArray(value) ? value : [value]).map(String);
  return { ids: values.filter(isUuid), names: values };
}

function byIdOrSysName(id: PgColumn, sysName: PgColumn, value: FilterValue): SQL {
  const { ids, names } = idsAndNames(value);
  return ids.length > 0 ? or(inArray(id, ids), inArray(sysName, names))! : inArray(sysName, names);
}

/** The SQL of content types, content records (with their category and tag links) and content blocks. */
@Injectable()
export class ContentRepository {
  private readonly recordListSpec: ListSpec;

  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {
    this.recordListSpec = {
      fields: {
        _id: contentRecords.id,
        contentTypeId: contentRecords.contentTypeId,
        title: contentRecords.title,
        seo_url: contentRecords.seoUrl,
        published: contentRecords.published,
        showOnFront: contentRecords.showOnFront,
        showOnMenu: contentRecords.showOnMenu,
        order: contentRecords.sortOrder,
        createdAt: contentRecords.createdAt,
        updatedAt: contentRecords.updatedAt,
      },
      textFields: ['title'],
      jsonFields: { customFields: contentRecords.customFields },
      filters: {
        contentType: (value) =>
          inArray(
            contentRecords.contentTypeId,
            this.db
              .select({ id: contentTypes.id })
              .from(contentTypes)
              .where(byIdOrSysName(contentTypes.id, contentTypes.sysName, value)),
          ),
        taxonomy: (value) =>
          inArray(
            contentRecords.id,
            this.db
              .select({ id: contentRecordTaxonomy.contentId })
              .from(contentRecordTaxonomy)
              .innerJoin(taxonomy, eq(taxonomy.id, contentRecordTaxonomy.taxonomyId))
              .where(byIdOrSysName(taxonomy.id, taxonomy.sysName, value)),
          ),
        tags: (value) =>
          inArray(
            contentRecords.id,
            this.db
              .select({ id: contentRecordTags.contentId })
              .from(contentRecordTags)
              .innerJoin(tags, eq(tags.id, contentRecordTags.tagId))
              .where(byIdOrSysName(tags.id, tags.sysName, value)),
          ),
      },
      defaultSort: { field: 'createdAt', direction: 'desc' },
    };
  }

  private get db(): Database {
    return this.connection.db;
  }

  // ----- content types -----

  listTypes(query: ListQueryDto): Promise<ListResult<ContentTypeRow>> {
    return selectPage(this.db, query, typeListSpec, {
      rows: this.db.select(typeColumns).from(contentTypes).$dynamic(),
      table: contentTypes,
      thenBy: [contentTypes.id],
    });
  }

  /**
   * The custom fields of the content types a list filter names by id or sys_name (of every type without one), so a
   * filter may name a custom field by its own name.
   */
  async customFieldsOf(contentType: FilterValue | undefined): Promise<ContentTypeField[]> {
    const rows = await this.db
      .select({ fields: contentTypes.fields })
      .from(contentTypes)
      .where(contentType === undefined ? undefined : byIdOrSysName(contentTypes.id, contentTypes.sysName, contentType));
    return rows.flatMap((row) => row.fields);
  }

  /** Whether a name is one of the record list's own filter and sort keys (a column, a link, `customFields.<key>`). */
  isRecordListKey(name: string): boolean {
    const { fields, filters } = this.recordListSpec;
    return Object.hasOwn(fields, name) || Object.hasOwn(filters ?? {}, name) || name.includes('.');
  }

  async findType(id: string): Promise<ContentTypeRow | undefined> {
    const rows = await this.db.select(typeColumns).from(contentTypes).where(eq(contentTypes.id, id)).limit(1);
    return rows[0];
  }

  async findTypeBySysName(sysName: string): Promise<ContentTypeRow | undefined> {
    const rows = await this.db.select(typeColumns).from(contentTypes).where(eq(contentTypes.sysName, sysName)).limit(1);
    return rows[0];
  }

  async insertType(row: NewContentTypeRow): Promise<ContentTypeRow> {
    const [inserted] = await this.db.insert(contentTypes).values(row).returning(typeColumns);
    return inserted;
  }

  async updateType(id: string, changes: ContentTypeChanges): Promise<ContentTypeRow | undefined> {
    const [row] = await this.db
      .update(contentTypes)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(contentTypes.id, id))
      .returning(typeColumns);
    return row;
  }

  /** The custom field values of every record of a content type, to clean them when a field changes type. */
  async recordFieldsOfType(
    contentTypeId: string,
  ): Promise<Array<Pick<ContentRecordRow, 'id' | 'seoUrl' | 'customFields'>>> {
    return this.db
      .select({ id: contentRecords.id, seoUrl: contentRecords.seoUrl, customFields: contentRecords.customFields })
      .from(contentRecords)
      .where(eq(contentRecords.contentTypeId, contentTypeId));
  }

  /** Changes a content type and, in the same transaction, the custom field values of some of its records. */
  async updateTypeAndRecordFields(
    id: string,
    changes: ContentTypeChanges,
    records: ReadonlyArray<Pick<ContentRecordRow, 'id' | 'customFields'>>,
  ): Promise<ContentTypeRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(contentTypes)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(contentTypes.id, id))
        .returning(typeColumns);
      for (const record of records) {
        await tx
          .update(contentRecords)
          .set({ customFields: record.customFields, updatedAt: new Date() })
          .where(and(eq(contentRecords.id, record.id), eq(contentRecords.contentTypeId, id)));
      }
      return row;
    });
  }

  async deleteType(id: string): Promise<boolean> {
    const rows = await this.db.delete(contentTypes).where(eq(contentTypes.id, id)).returning({ id: contentTypes.id });
    return rows.length > 0;
  }

  /** How many records a content type has, and how many of them hold a value (not null nor '') in each custom field. */
  async usageOfType(
    contentTypeId: string,
    sysNames: readonly string[],
  ): Promise<{ records: number; fields: Record<string, number> }> {
    const perField = Object.fromEntries(
      sysNames.map((sysName, index) => [
        `f${index}`,
        sql<number>`count(*) filter (where coalesce(${contentRecords.customFields} ->> ${sysName}, '') <> '')`.mapWith(
          Number,
        ),
      ]),
    );
    const [row] = await this.db
      .select({ records: count(), ...perField })
      .from(contentRecords)
      .where(eq(contentRecords.contentTypeId, contentTypeId));
    const counts = row as Record<string, number>;
    return {
      records: counts.records,
      fields: Object.fromEntries(sysNames.map((sysName, index) => [sysName, counts[`f${index}`]])),
    };
  }

  async countRecordsOfType(contentTypeId: string): Promise<number> {
    const [{ total }] = await this.db
      .select({ total: count() })
      .from(contentRecords)
      .where(eq(contentRecords.contentTypeId, contentTypeId));
    return total;
  }

  // ----- content records -----

  /** A page of records, narrowed by `scope` (the public site: published records of one type or category). */
  async listRecords(query: ListQueryDto, scope: ContentScope = {}): Promise<ListResult<ContentRecordWithLinks>> {
    const { records, total } = await selectPage(this.db, query, this.recordListSpec, {
      rows: this.db.select(recordColumns).from(contentRecords).$dynamic(),
      table: contentRecords,
      thenBy: [contentRecords.id],
      scope: and(...this.scopeConditions(scope)),
    });
    return { records: await this.withLinks(records), total };
  }

  async findRecord(id: string): Promise<ContentRecordWithLinks | undefined> {
    const rows = await this.db.select(recordColumns).from(contentRecords).where(eq(contentRecords.id, id)).limit(1);
    return (await this.withLinks(rows))[0];
  }

  async findRecordBySeoUrl(contentTypeId: string, seoUrl: string): Promise<ContentRecordRow | undefined> {
    const rows = await this.db
      .select(recordColumns)
      .from(contentRecords)
      .where(and(eq(contentRecords.contentTypeId, contentTypeId), eq(contentRecords.seoUrl, seoUrl)))
      .limit(1);
    return rows[0];
  }

  /** The first record with this seo_url in the scope (seo_url is unique per content type, not per category). */
  async findRecordInScope(seoUrl: string, scope: ContentScope): Promise<ContentRecordWithLinks | undefined> {
    const rows = await this.db
      .select(recordColumns)
      .from(contentRecords)
      .where(and(eq(contentRecords.seoUrl, seoUrl), ...this.scopeConditions(scope)))
      .orderBy(asc(contentRecords.createdAt))
      .limit(1);
    return (await this.withLinks(rows))[0];
  }

  private scopeConditions(scope: ContentScope): SQL[] {
    const filters = this.recordListSpec.filters!;
    const conditions: SQL[] = [];
    if (scope.publishedOnly) conditions.push(eq(contentRecords.published, true));
    if (scope.contentType) conditions.push(filters.contentType(scope.contentType));
    if (scope.taxonomy) conditions.push(filters.taxonomy(scope.taxonomy));
    return conditions;
  }

  /** Each published record under each category it belongs to, as that category's page path (sitemap). */
  async publishedPaths(): Promise<Array<{ category: string; seoUrl: string; updatedAt: Date }>> {
    return this.db
      .select({ category: taxonomy.sysName, seoUrl: contentRecords.seoUrl, updatedAt: contentRecords.updatedAt })
      .from(contentRecords)
      .innerJoin(contentRecordTaxonomy, eq(contentRecordTaxonomy.contentId, contentRecords.id))
      .innerJoin(taxonomy, eq(taxonomy.id, contentRecordTaxonomy.taxonomyId))
      .where(eq(contentRecords.published, true))
      .orderBy(asc(taxonomy.sysName), asc(contentRecords.seoUrl));
  }

  async insertRecord(row: NewContentRecordRow, links: ContentLinks): Promise<ContentRecordWithLinks> {
    const id = await this.db.transaction(async (tx) => {
      const [inserted] = await tx.insert(contentRecords).values(row).returning({ id: contentRecords.id });
      await replaceLinks(tx, inserted.id, links);
      return inserted.id;
    });
    return (await this.findRecord(id))!;
  }

  async updateRecord(
    id: string,
    changes: ContentRecordChanges,
    links: ContentLinks,
  ): Promise<ContentRecordWithLinks | undefined> {
    const updated = await this.db.transaction(async (tx) => {
      const rows = await tx
        .update(contentRecords)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(contentRecords.id, id))
        .returning({ id: contentRecords.id });
      if (rows.length === 0) return false;
      await replaceLinks(tx, id, links);
      return true;
    });
    return updated ? this.findRecord(id) : undefined;
  }

  async deleteRecord(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(contentRecords)
      .where(eq(contentRecords.id, id))
      .returning({ id: contentRecords.id });
    return rows.length > 0;
  }

  private async withLinks(rows: ContentRecordRow[]): Promise<ContentRecordWithLinks[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [taxonomyLinks, tagLinks] = await Promise.all([
      this.db
        .select({ contentId: contentRecordTaxonomy.contentId, id: contentRecordTaxonomy.taxonomyId })
        .from(contentRecordTaxonomy)
        .where(inArray(contentRecordTaxonomy.contentId, ids)),
      this.db
        .select({ contentId: contentRecordTags.contentId, id: contentRecordTags.tagId })
        .from(contentRecordTags)
        .where(inArray(contentRecordTags.contentId, ids)),
    ]);
    const group = (links: Array<{ contentId: string; id: string }>, contentId: string) =>
      links.filter((link) => link.contentId === contentId).map((link) => link.id);
    return rows.map((row) => ({ ...row, taxonomyIds: group(taxonomyLinks, row.id), tagIds: group(tagLinks, row.id) }));
  }

  // ----- content blocks -----

  listBlocks(query: ListQueryDto): Promise<ListResult<ContentBlockRow>> {
    return selectPage(this.db, query, blockListSpec, {
      rows: this.db.select(blockColumns).from(contentBlocks).$dynamic(),
      table: contentBlocks,
      thenBy: [contentBlocks.createdAt, contentBlocks.id],
    });
  }

  async publishedBlocks(type: ContentBlockType): Promise<ContentBlockRow[]> {
    return this.db
      .select(blockColumns)
      .from(contentBlocks)
      .where(and(eq(contentBlocks.type, type), eq(contentBlocks.published, true)))
      .orderBy(asc(contentBlocks.sortOrder), asc(contentBlocks.createdAt));
  }

  async findBlock(id: string): Promise<ContentBlockRow | undefined> {
    const rows = await this.db.select(blockColumns).from(contentBlocks).where(eq(contentBlocks.id, id)).limit(1);
    return rows[0];
  }

  async insertBlock(row: NewContentBlockRow): Promise<ContentBlockRow> {
    const [inserted] = await this.db.insert(contentBlocks).values(row).returning(blockColumns);
    return inserted;
  }

  async updateBlock(id: string, changes: ContentBlockChanges): Promise<ContentBlockRow | undefined> {
    const [row] = await this.db
      .update(contentBlocks)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(contentBlocks.id, id))
      .returning(blockColumns);
    return row;
  }

  async deleteBlock(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(contentBlocks)
      .where(eq(contentBlocks.id, id))
      .returning({ id: contentBlocks.id });
    return rows.length > 0;
  }

  // ----- reference seed -----

  /** Inserts the content types the seed never inserted (by sys_name); answers how many were added. */
  async seedTypes(rows: readonly NewContentTypeRow[]): Promise<number> {
    return inSeedTransaction(this.db, 'content-types', async (tx) => {
      const missing = await notYetSeeded(tx, 'content-types', rows, (row) => row.sysName);
      if (missing.length === 0) return 0;
      const inserted = await tx
        .insert(contentTypes)
        .values([...missing])
        .onConflictDoNothing()
        .returning({ id: contentTypes.id });
      await markSeeded(
        tx,
        'content-types',
        missing.map((row) => row.sysName),
      );
      return inserted.length;
    });
  }

  /**
   * Inserts the records the seed never inserted (by content type and seo_url) with their category links. A record
   * whose content type no longer exists is skipped. Answers how many were added.
   */
  async seedRecords(rows: readonly ContentSeedRow[]): Promise<number> {
    const keyOf = (row: ContentSeedRow) => `${row.contentType}/${row.seoUrl}`;
    return inSeedTransaction(this.db, 'content', async (tx) => {
      const missing = await notYetSeeded(tx, 'content', rows, keyOf);
      if (missing.length === 0) return 0;
      const typeIds = await idsBySysName(
        tx,
        contentTypes,
        missing.map((row) => row.contentType),
      );
      const taxonomyIds = await idsBySysName(
        tx,
        taxonomy,
        missing.flatMap((row) => row.taxonomy),
      );
      let added = 0;
      for (const { contentType, taxonomy: categories, ...row } of missing) {
        const contentTypeId = typeIds.get(contentType);
        if (!contentTypeId) continue;
        const [inserted] = await tx
          .insert(contentRecords)
          .values({ ...row, contentTypeId })
          .onConflictDoNothing()
          .returning({ id: contentRecords.id });
        if (!inserted) continue;
        const links = categories.flatMap((sysName) => taxonomyIds.get(sysName) ?? []);
        await replaceLinks(tx, inserted.id, { taxonomyIds: links });
        added++;
      }
      await markSeeded(tx, 'content', missing.map(keyOf));
      return added;
    });
  }

  /** Inserts the content blocks the seed never inserted (by seed key); answers how many were added. */
  async seedBlocks(rows: readonly ContentBlockSeedRow[]): Promise<number> {
    return inSeedTransaction(this.db, 'content-blocks', async (tx) => {
      const missing = await notYetSeeded(tx, 'content-blocks', rows, (row) => row.key);
      if (missing.length === 0) return 0;
      const inserted = await tx
        .insert(contentBlocks)
        .values(missing.map(({ key: _key, ...row }) => row))
        .returning({ id: contentBlocks.id });
      await markSeeded(
        tx,
        'content-blocks',
        missing.map((row) => row.key),
      );
      return inserted.length;
    });
  }

  /**
   * Adds the seed's German, Spanish and Russian texts to the seeded records (seed ledger dataset
   * `content-translations`; reference-data/seed-translations.ts): only to a record whose English is still `english`'s
   * and only in the languages it has no text of its own in. Answers how many records got some.
   */
  seedRecordTranslations(
    seeded: Readonly<Record<string, SeedTranslation<ContentTranslation>>>,
    english: ReadonlyMap<string, ContentSeedEnglish>,
  ): Promise<number> {
    const key = sql<string>`${contentTypes.sysName} || '/' || ${contentRecords.seoUrl}`;
    return backfillSeedTranslations(
      this.db,
      'content-translations',
      seeded,
      async (tx, keys) => {
        const rows = await tx
          .select({
            id: contentRecords.id,
            key,
            title: contentRecords.title,
            shortDescription: contentRecords.shortDescription,
            description: contentRecords.description,
            translations: contentRecords.translations,
          })
          .from(contentRecords)
          .innerJoin(contentTypes, eq(contentTypes.id, contentRecords.contentTypeId))
          .where(inArray(key, keys));
        return rows.map((row) => {
          const seed = english.get(row.key);
          const englishAsSeeded =
            seed !== undefined &&
            row.title === seed.title &&
            row.shortDescription === seed.shortDescription &&
            row.description === seed.description;
          return { id: row.id, key: row.key, englishAsSeeded, translations: row.translations };
        });
      },
      async (tx, id, translations, added) => {
        await tx
          .update(contentRecords)
          .set({
            translations,
            // The locales the back-office shows as translated: the seed's languages join them.
            translated: sql`jsonb_build_object(
              'title', (select coalesce(jsonb_agg(distinct locale), '[]') from jsonb_array_elements_text(
                ${contentRecords.translated}->'title' || ${JSON.stringify(added)}::jsonb) as locale),
              'content', (select coalesce(jsonb_agg(distinct locale), '[]') from jsonb_array_elements_text(
                ${contentRecords.translated}->'content' || ${JSON.stringify(added)}::jsonb) as locale))`,
            updatedAt: new Date(),
          })
          .where(eq(contentRecords.id, id));
      },
    );
  }

  /**
   * Adds the seed's German, Spanish and Russian texts to the seeded content blocks (seed ledger dataset
   * `content-block-translations`). Blocks have no key of their own: a block is the seed's while its type, name and
   * content are still `english`'s, and only then gets the languages it has no text in.
   */
  seedBlockTranslations(
    seeded: Readonly<Record<string, SeedTranslation<ContentBlockTranslation>>>,
    english: ReadonlyMap<string, ContentBlockSeedEnglish>,
  ): Promise<number> {
    return backfillSeedTranslations(
      this.db,
      'content-block-translations',
      seeded,
      async (tx, keys) => {
        const wanted = keys.flatMap((key) => {
          const seed = english.get(key);
          return seed ? [{ key, ...seed }] : [];
        });
        if (wanted.length === 0) return [];
        const rows = await tx
          .select(blockColumns)
          .from(contentBlocks)
          .where(inArray(contentBlocks.type, [...new Set(wanted.map((seed) => seed.type))]));
        return rows.flatMap((row) => {
          const seed = wanted.find(
            (candidate) =>
              candidate.type === row.type && candidate.name === row.name && candidate.content === row.content,
          );
          return seed ? [{ id: row.id, key: seed.key, englishAsSeeded: true, translations: row.translations }] : [];
        });
      },
      async (tx, id, translations) => {
        await tx.update(contentBlocks).set({ translations, updatedAt: new Date() }).where(eq(contentBlocks.id, id));
      },
    );
  }
}

async function idsBySysName(
  tx: SeedTransaction,
  table: typeof contentTypes | typeof taxonomy,
  sysNames: readonly string[],
): Promise<Map<string, string>> {
  if (sysNames.length === 0) return new Map();
  const rows = await tx
    .select({ id: table.id, sysName: table.sysName })
    .from(table)
    .where(inArray(table.sysName, [...new Set(sysNames)]));
  return new Map(rows.map((row) => [row.sysName, row.id]));
}

type Executor = Pick<Database, 'insert' | 'delete'>;

async function replaceLinks(tx: Executor, contentId: string, links: ContentLinks): Promise<void> {
  if (links.taxonomyIds) {
    await tx.delete(contentRecordTaxonomy).where(eq(contentRecordTaxonomy.contentId, contentId));
    if (links.taxonomyIds.length > 0) {
      await tx.insert(contentRecordTaxonomy).values(links.taxonomyIds.map((taxonomyId) => ({ contentId, taxonomyId })));
    }
  }
  if (links.tagIds) {
    await tx.delete(contentRecordTags).where(eq(contentRecordTags.contentId, contentId));
    if (links.tagIds.length > 0) {
      await tx.insert(contentRecordTags).values(links.tagIds.map((tagId) => ({ contentId, tagId })));
    }
  }
}
