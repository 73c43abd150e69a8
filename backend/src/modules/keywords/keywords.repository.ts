import { Inject, Injectable } from '@nestjs/common';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { selectPage } from '../../common/list-page.js';
import type { ListSpec } from '../../common/list-query.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { searchConsoleRows, searchKeywords, serpKeywords } from '../../database/schema/index.js';

/** The two keyword lists, one table each: keywords visitors search for (with a count), keywords whose SERP staff follow. */
const KEYWORD_TABLES = { search: searchKeywords, serp: serpKeywords };
type KeywordTable = (typeof KEYWORD_TABLES)[KeywordKind];
export type KeywordKind = keyof typeof KEYWORD_TABLES;
export type KeywordRow<K extends KeywordKind = KeywordKind> = (typeof KEYWORD_TABLES)[K]['$inferSelect'];
/** A keyword's values; `count` exists for search keywords only (the SERP DTOs refuse it). */
export type KeywordValues = { keyword: string; count?: number };
export type SearchKeywordRow = KeywordRow<'search'>;
export type SerpKeywordRow = KeywordRow<'serp'>;
export type SearchConsoleRow = typeof searchConsoleRows.$inferSelect;
export type NewSearchConsoleRow = Omit<typeof searchConsoleRows.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Rows per INSERT of an import (7 parameters each, far below PostgreSQL's limit). */
const IMPORT_CHUNK = 1000;

function keywordListSpec(table: KeywordTable, ownFields: Record<string, PgColumn> = {}): ListSpec {
  return {
    fields: {
      _id: table.id,
      keyword: table.keyword,
      ...ownFields,
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
    },
    textFields: ['keyword'],
    defaultSort: { field: 'keyword', direction: 'asc' },
  };
}

const KEYWORD_LIST_SPECS: Record<KeywordKind, ListSpec> = {
  search: keywordListSpec(searchKeywords, { count: searchKeywords.count }),
  serp: keywordListSpec(serpKeywords),
};

const consoleColumns = getTableColumns(searchConsoleRows);

const consoleListSpec: ListSpec = {
  fields: {
    _id: searchConsoleRows.id,
    date: searchConsoleRows.date,
    query: searchConsoleRows.query,
    page: searchConsoleRows.page,
    clicks: searchConsoleRows.clicks,
    impressions: searchConsoleRows.impressions,
    ctr: searchConsoleRows.ctr,
    position: searchConsoleRows.position,
    createdAt: searchConsoleRows.createdAt,
    updatedAt: searchConsoleRows.updatedAt,
  },
  textFields: ['query', 'page'],
  defaultSort: { field: 'date', direction: 'desc' },
};

/** The SQL of search keywords, SERP keywords and Search Console performance rows. */
@Injectable()
export class KeywordsRepository {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  // ----- search and SERP keywords -----

  async listKeywords<K extends KeywordKind>(kind: K, query: ListQueryDto): Promise<ListResult<KeywordRow<K>>> {
    const table: KeywordTable = KEYWORD_TABLES[kind];
    const { records, total } = await selectPage(this.db, query, KEYWORD_LIST_SPECS[kind], {
      rows: this.db.select().from(table).$dynamic(),
      table,
      thenBy: [table.id],
    });
    return { records, total };
  }

  async findKeyword<K extends KeywordKind>(kind: K, id: string): Promise<KeywordRow<K> | undefined> {
    const table: KeywordTable = KEYWORD_TABLES[kind];
    return (await this.db.select().from(table).where(eq(table.id, id)))[0];
  }

  /** The keyword spelt `keyword` in any letter case: the tables' unique index is on lower(keyword). */
  async findKeywordByText<K extends KeywordKind>(kind: K, keyword: string): Promise<KeywordRow<K> | undefined> {
    const table: KeywordTable = KEYWORD_TABLES[kind];
    const rows = await this.db
      .select()
      .from(table)
      .where(eq(sql`lower(${table.keyword})`, keyword.toLowerCase()))
      .limit(1);
    return rows[0];
  }

  async insertKeyword<K extends KeywordKind>(kind: K, values: KeywordValues): Promise<KeywordRow<K>> {
    const table: KeywordTable = KEYWORD_TABLES[kind];
    return (await this.db.insert(table).values(values).returning())[0];
  }

  async updateKeyword<K extends KeywordKind>(
    kind: K,
    id: string,
    changes: Partial<KeywordValues>,
  ): Promise<KeywordRow<K> | undefined> {
    const table: KeywordTable = KEYWORD_TABLES[kind];
    const rows = await this.db
      .update(table)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(table.id, id))
      .returning();
    return rows[0];
  }

  async deleteKeyword(kind: KeywordKind, id: string): Promise<boolean> {
    const table: KeywordTable = KEYWORD_TABLES[kind];
    const rows = await this.db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    return rows.length > 0;
  }

  // ----- search console -----

  listSearchConsole(query: ListQueryDto): Promise<ListResult<SearchConsoleRow>> {
    return selectPage(this.db, query, consoleListSpec, {
      rows: this.db.select(consoleColumns).from(searchConsoleRows).$dynamic(),
      table: searchConsoleRows,
      thenBy: [searchConsoleRows.id],
    });
  }

  async findSearchConsoleRow(id: string): Promise<SearchConsoleRow | undefined> {
    const rows = await this.db.select(consoleColumns).from(searchConsoleRows).where(eq(searchConsoleRows.id, id));
    return rows[0];
  }

  async insertSearchConsoleRow(row: NewSearchConsoleRow): Promise<SearchConsoleRow> {
    const [inserted] = await this.db.insert(searchConsoleRows).values(row).returning(consoleColumns);
    return inserted;
  }

  async updateSearchConsoleRow(
    id: string,
    changes: Partial<NewSearchConsoleRow>,
  ): Promise<SearchConsoleRow | undefined> {
    const [row] = await this.db
      .update(searchConsoleRows)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(searchConsoleRows.id, id))
      .returning(consoleColumns);
    return row;
  }

  async deleteSearchConsoleRow(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(searchConsoleRows)
      .where(eq(searchConsoleRows.id, id))
      .returning({ id: searchConsoleRows.id });
    return rows.length > 0;
  }

  /** Stores imported rows in one transaction: all of them or, on any failure, none. Same day, query and page update. */
  async importSearchConsole(rows: readonly NewSearchConsoleRow[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      let stored = 0;
      for (let start = 0; start < rows.length; start += IMPORT_CHUNK) {
        const chunk = rows.slice(start, start + IMPORT_CHUNK);
        const result = await tx
          .insert(searchConsoleRows)
          .values([...chunk])
          .onConflictDoUpdate({
            target: [searchConsoleRows.date, searchConsoleRows.query, searchConsoleRows.page],
            set: {
              clicks: sql`excluded.clicks`,
              impressions: sql`excluded.impressions`,
              ctr: sql`excluded.ctr`,
              position: sql`excluded.position`,
              updatedAt: new Date(),
            },
          })
          .returning({ id: searchConsoleRows.id });
        stored += result.length;
      }
      return stored;
    });
  }
}
