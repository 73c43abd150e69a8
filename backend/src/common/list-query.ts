import { and, asc, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { InvalidInputError } from './errors/domain.error.js';
import { DEFAULT_PAGE_SIZE, type ListQueryDto } from './list-query.dto.js';

export interface ListSpec {
  /** Fields a client may filter and sort by, mapped to their columns. Nothing else is accepted. */
  fields: Record<string, PgColumn>;
  /** Fields whose string filter matches by case-insensitive "contains" rather than equality. */
  textFields?: readonly string[];
  defaultSort: { field: string; direction: 'asc' | 'desc' };
}

export interface ListSql {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function parseFilter(raw: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new InvalidInputError('filter must be a JSON object', { filter: 'filter must be a JSON object' });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new InvalidInputError('filter must be a JSON object', { filter: 'filter must be a JSON object' });
  }
  return parsed as Record<string, unknown>;
}

/** Turns the list convention into SQL pieces for one table, refusing fields the resource does not expose. */
export function buildListSql(query: ListQueryDto, spec: ListSpec): ListSql {
  const conditions: SQL[] = [];
  for (const [field, value] of Object.entries(parseFilter(query.filter))) {
    const column = spec.fields[field];
    if (!column) throw new InvalidInputError(`Unknown filter field "${field}"`, { filter: `Unknown field "${field}"` });
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      conditions.push(inArray(column, value));
    } else if (typeof value === 'string' && spec.textFields?.includes(field)) {
      conditions.push(ilike(column, `%${escapeLike(value)}%`));
    } else if (['string', 'number', 'boolean'].includes(typeof value)) {
      conditions.push(eq(column, value));
    } else {
      throw new InvalidInputError(`Unsupported filter value for "${field}"`, { filter: `Bad value for "${field}"` });
    }
  }

  const [sortField, sortDirection] = query.sortBy
    ? (query.sortBy.split(':') as [string, 'asc' | 'desc'])
    : [spec.defaultSort.field, spec.defaultSort.direction];
  const sortColumn = spec.fields[sortField];
  if (!sortColumn)
    throw new InvalidInputError(`Cannot sort by "${sortField}"`, { sortBy: `Unknown field "${sortField}"` });

  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  return {
    where: conditions.length > 0 ? and(...conditions) : undefined,
    orderBy: [sortDirection === 'desc' ? desc(sortColumn) : asc(sortColumn)],
    limit,
    offset: (page - 1) * limit,
  };
}
