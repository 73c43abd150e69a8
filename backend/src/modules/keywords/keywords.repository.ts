import { Inject, Injectable } from '@nestjs/common';
import { count, eq, sql } from 'drizzle-orm';
import { buildListSql, type ListSpec } from '../../common/list-query.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { searchConsoleRows, searchKeywords, serpKeywords } from '../../database/schema/index.js';

export type SearchKeywordRow = typeof searchKeywords.$inferSelect;
export type SerpKeywordRow = typeof serpKeywords.$inferSelect;
export type SearchConsoleRow = typeof searchConsoleRows.$inferSelect;
export type NewSearchConsoleRow = Omit<typeof searchConsoleRows.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Rows per INSERT of an import (7 parameters each, far below PostgreSQL's limit). */
const IMPORT_CHUNK = 1000;

const searchKeywordColumns = {
  id: searchKeywords.id,
  keyword: searchKeywords.keyword,
  count: searchKeywords.count,
  createdAt: searchKeywords.createdAt,
  updatedAt: searchKeywords.updatedAt,
};

const searchKeywordListSpec: ListSpec = {
  fields: {
    _id: searchKeywords.id,
    keyword: searchKeywords.keyword,
    count: searchKeywords.count,
    createdAt: searchKeywords.createdAt,
    updatedAt: searchKeywords.updatedAt,
  },
  textFields: ['keyword'],
  defaultSort: { field: 'keyword', direction: 'asc' },
};

const serpKeywordColumns = {
  id: serpKeywords.id,
  keyword: serpKeywords.keyword,
  createdAt: serpKeywords.createdAt,
  updatedAt: serpKeywords.updatedAt,
};

const serpKeywordListSpec: ListSpec = {
  fields: {
    _id: serpKeywords.id,
    keyword: serpKeywords.keyword,
    createdAt: serpKeywords.createdAt,
    updatedAt: serpKeywords.updatedAt,
  },
  textFields: ['keyword'],
  defaultSort: { field: 'keyword', direction: 'asc' },
};

const consoleColumns = {
  id: searchConsoleRows.id,
  date: searchConsoleRows.date,
  query: searchConsoleRows.query,
  page: searchConsoleRows.page,
  clicks: searchConsoleRows.clicks,
  impressions: searchConsoleRows.impressions,
  ctr: searchConsoleRows.ctr,
  position: searchConsoleRows.position,
  createdAt: searchConsoleRows.createdAt,
  updatedAt: searchConsoleRows.updatedAt,
};

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

  // ----- search keywords -----

  async listSearchKeywords(query: ListQueryDto): Promise<ListResult<SearchKeywordRow>> {
    const { where, orderBy, limit, offset } = buildListSql(query, searchKeywordListSpec);
    const [records, [{ total }]] = await Promise.all([
      this.db
        .select(searchKeywordColumns)
        .from(searchKeywords)
        .where(where)
        .orderBy(...orderBy, searchKeywords.id)
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(searchKeywords).where(where),
    ]);
    return { records, total };
  }

  async findSearchKeyword(id: string): Promise<SearchKeywordRow | undefined> {
    const rows = await this.db.select(searchKeywordColumns).from(searchKeywords).where(eq(searchKeywords.id, id));
    return rows[0];
  }

  async findSearchKeywordByText(keyword: string): Promise<SearchKeywordRow | undefined> {
    const rows = await this.db
      .select(searchKeywordColumns)
      .from(searchKeywords)
      .where(eq(sql`lower(${searchKeywords.keyword})`, keyword.toLowerCase()))
      .limit(1);
    return rows[0];
  }

  async insertSearchKeyword(row: { keyword: string; count: number }): Promise<SearchKeywordRow> {
    const [inserted] = await this.db.insert(searchKeywords).values(row).returning(searchKeywordColumns);
    return inserted;
  }

  async updateSearchKeyword(
    id: string,
    changes: Partial<{ keyword: string; count: number }>,
  ): Promise<SearchKeywordRow | undefined> {
    const [row] = await this.db
      .update(searchKeywords)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(searchKeywords.id, id))
      .returning(searchKeywordColumns);
    return row;
  }

  async deleteSearchKeyword(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(searchKeywords)
      .where(eq(searchKeywords.id, id))
      .returning({ id: searchKeywords.id });
    return rows.length > 0;
  }

  // ----- serp keywords -----

  async listSerpKeywords(query: ListQueryDto): Promise<ListResult<SerpKeywordRow>> {
    const { where, orderBy, limit, offset } = buildListSql(query, serpKeywordListSpec);
    const [records, [{ total }]] = await Promise.all([
      this.db
        .select(serpKeywordColumns)
        .from(serpKeywords)
        .where(where)
        .orderBy(...orderBy, serpKeywords.id)
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(serpKeywords).where(where),
    ]);
    return { records, total };
  }

  async findSerpKeyword(id: string): Promise<SerpKeywordRow | undefined> {
    const rows = await this.db.select(serpKeywordColumns).from(serpKeywords).where(eq(serpKeywords.id, id));
    return rows[0];
  }

  async findSerpKeywordByText(keyword: string): Promise<SerpKeywordRow | undefined> {
    const rows = await this.db
      .select(serpKeywordColumns)
      .from(serpKeywords)
      .where(eq(sql`lower(${serpKeywords.keyword})`, keyword.toLowerCase()))
      .limit(1);
    return rows[0];
  }

  async insertSerpKeyword(keyword: string): Promise<SerpKeywordRow> {
    const [inserted] = await this.db.insert(serpKeywords).values({ keyword }).returning(serpKeywordColumns);
    return inserted;
  }

  async updateSerpKeyword(id: string, keyword: string): Promise<SerpKeywordRow | undefined> {
    const [row] = await this.db
      .update(serpKeywords)
      .set({ keyword, updatedAt: new Date() })
      .where(eq(serpKeywords.id, id))
      .returning(serpKeywordColumns);
    return row;
  }

  async deleteSerpKeyword(id: string): Promise<boolean> {
    const rows = await this.db.delete(serpKeywords).where(eq(serpKeywords.id, id)).returning({ id: serpKeywords.id });
    return rows.length > 0;
  }

  // ----- search console -----

  async listSearchConsole(query: ListQueryDto): Promise<ListResult<SearchConsoleRow>> {
    const { where, orderBy, limit, offset } = buildListSql(query, consoleListSpec);
    const [records, [{ total }]] = await Promise.all([
      this.db
        .select(consoleColumns)
        .from(searchConsoleRows)
        .where(where)
        .orderBy(...orderBy, searchConsoleRows.id)
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(searchConsoleRows).where(where),
    ]);
    return { records, total };
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
