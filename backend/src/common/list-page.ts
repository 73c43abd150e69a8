import { and, count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database/database.js';
import { buildListSql, type ListSpec } from './list-query.js';
import type { ListQueryDto, ListResult } from './list-query.dto.js';

export interface PageSource<Rows extends PgSelect> {
  /** `select … from <table>` (and its joins) made `$dynamic()`; the page adds the where, order, limit and offset. */
  rows: Rows;
  /** The table the rows come from; the total counts its rows under the same condition. */
  table: PgTable;
  /**
   * Sort keys after the client's, ending with a unique column: rows equal in the sorted field keep one order, so
   * pages neither repeat nor skip a row.
   */
  thenBy: Array<PgColumn | SQL>;
  /** The endpoint's own condition besides the client's filter and search (the public site: published rows only). */
  scope?: SQL;
}

/**
 * One page of a list and the number of rows its condition matches, by the list convention (ListQueryDto). Two
 * queries side by side rather than `count(*) over ()`, which has no row to carry the total on a page past the end.
 * The total counts the source table alone: a join a list makes (a tracking event's code) adds columns, never rows.
 */
export async function selectPage<Rows extends PgSelect>(
  db: Database,
  query: ListQueryDto,
  spec: ListSpec,
  source: PageSource<Rows>,
): Promise<ListResult<Awaited<Rows>[number]>> {
  const { where, orderBy, limit, offset } = buildListSql(query, spec);
  const condition = and(where, source.scope);
  const [records, [{ total }]] = await Promise.all([
    source.rows
      .where(condition)
      .orderBy(...orderBy, ...source.thenBy)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(source.table).where(condition),
  ]);
  return { records, total };
}
