import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { InvalidInputError } from './errors/domain.error.js';
import { isUuid } from './is-uuid.js';
import { DEFAULT_PAGE_SIZE, type ListQueryDto } from './list-query.dto.js';

/** A filter value as the client sent it in the `filter` JSON (null, '' and undefined are skipped). */
export type FilterValue = string | number | boolean | Array<string | number | boolean>;

export interface ListSpec {
  /** Fields a client may filter and sort by, mapped to their columns. Nothing else is accepted. */
  fields: Record<string, PgColumn>;
  /** Fields whose string filter matches by case-insensitive "contains" rather than equality. */
  textFields?: readonly string[];
  /** Fields the list's search box (`search`) looks in, by case-insensitive "contains"; by default the text fields. */
  searchFields?: readonly string[];
  /**
   * JSONB columns holding free-form keys (a content record's custom fields). `<name>.<key>` filters and sorts by
   * one key: strings match by case-insensitive "contains", numbers and booleans by equality, arrays by membership.
   */
  jsonFields?: Record<string, PgColumn>;
  /** Filter-only keys that are not a column of the table (a content type by sys_name, a many-to-many link...). */
  filters?: Record<string, (value: FilterValue) => SQL>;
  defaultSort: { field: string; direction: 'asc' | 'desc' };
}

export interface ListSql {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

const JSON_KEY = /^[\p{L}\p{N}_-]{1,100}$/u;

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

function isScalar(value: unknown): value is string | number | boolean {
  return ['string', 'number', 'boolean'].includes(typeof value);
}

/** A value a `filters` entry accepts: a scalar or a list of scalars. */
export function isFilterValue(value: unknown): value is FilterValue {
  return isScalar(value) || (Array.isArray(value) && value.every(isScalar));
}

function badValue(field: string, expected?: string): InvalidInputError {
  const wanted = expected ? `: ${expected} expected` : '';
  return new InvalidInputError(`Unsupported filter value for "${field}"${wanted}`, {
    filter: `Bad value for "${field}"${wanted}`,
  });
}

/** Every key a list filters by, as the answer to an unknown one names them. */
function filterKeys(spec: ListSpec): string {
  return [
    ...Object.keys(spec.fields),
    ...Object.keys(spec.filters ?? {}),
    ...Object.keys(spec.jsonFields ?? {}).map((name) => `${name}.<key>`),
  ].join(', ');
}

function unknownField(field: string, spec: ListSpec): InvalidInputError {
  return new InvalidInputError(`Unknown filter field "${field}"; this list filters by: ${filterKeys(spec)}`, {
    filter: `Unknown field "${field}"`,
  });
}

/**
 * The entry of a spec's map for a name the client sent, own entries only: `__proto__`, `constructor` or `toString`
 * must not find Object.prototype's members and reach the SQL builder as a column.
 */
function own<T>(entries: Record<string, T> | undefined, name: string): T | undefined {
  return entries && Object.hasOwn(entries, name) ? entries[name] : undefined;
}

/** `<name>.<key>` of a JSONB field as its text value, or undefined when the field is not a JSON key. */
function jsonKeyText(field: string, spec: ListSpec): SQL | undefined {
  const dot = field.indexOf('.');
  if (dot < 0) return undefined;
  const column = own(spec.jsonFields, field.slice(0, dot));
  const key = field.slice(dot + 1);
  if (!column || !JSON_KEY.test(key)) return undefined;
  return sql`(${column} ->> ${key})`;
}

/** An ISO 8601 date, or date and time (`Date` alone would also read "' OR '1'='1" as the year 2001). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The range of PostgreSQL's integer column types; a value outside it would make the query fail, not match nothing. */
const INTEGER_RANGES: Record<string, [number, number]> = {
  PgSmallInt: [-32768, 32767],
  PgSmallSerial: [-32768, 32767],
  PgInteger: [-2147483648, 2147483647],
  PgSerial: [-2147483648, 2147483647],
  PgBigInt53: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  PgBigSerial53: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

const INTEGER_TEXT = /^-?\d{1,16}$/;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function integerValue(field: string, columnType: string, value: string | number | boolean): number {
  const [min, max] = INTEGER_RANGES[columnType];
  const number = typeof value === 'string' && INTEGER_TEXT.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
    throw badValue(field, `a whole number from ${min} to ${max}`);
  }
  return number;
}

/**
 * One filter value checked against its column's type, so that the database is only ever asked a question it can
 * answer (a 400 naming the field, never a 500 from the driver): booleans are true or false, integers whole and in
 * range, UUIDs well-formed, enumerations one of their values, calendar dates real days, and a date column (drizzle's `mode: 'date'`) an ISO
 * date or a time in milliseconds, compared as a Date.
 */
function columnValue(field: string, column: PgColumn, value: string | number | boolean): unknown {
  if (column.dataType === 'boolean') {
    if (typeof value !== 'boolean') throw badValue(field, 'true or false');
    return value;
  }
  if (column.columnType in INTEGER_RANGES) return integerValue(field, column.columnType, value);
  if (column.dataType === 'number') {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isFinite(number)) throw badValue(field, 'a number');
    return number;
  }
  if (column.columnType === 'PgUUID') {
    if (typeof value !== 'string' || !isUuid(value)) throw badValue(field, 'an id');
    return value;
  }
  if (column.columnType === 'PgDateString') {
    const time = typeof value === 'string' && CALENDAR_DATE.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
    if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
      throw badValue(field, 'a date (YYYY-MM-DD)');
    }
    return value;
  }
  if (column.enumValues?.length) {
    if (typeof value !== 'string' || !column.enumValues.includes(value)) {
      throw badValue(field, `one of ${column.enumValues.join(', ')}`);
    }
    return value;
  }
  if (column.dataType !== 'date') return typeof value === 'string' ? value : String(value);
  const date =
    typeof value === 'number' || (typeof value === 'string' && ISO_DATE.test(value)) ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw badValue(field, 'an ISO 8601 date');
  return date;
}

function columnCondition(field: string, column: PgColumn, value: unknown, spec: ListSpec): SQL {
  if (Array.isArray(value)) {
    if (!value.every(isScalar)) throw badValue(field);
    return inArray(
      column,
      value.map((item) => columnValue(field, column, item)),
    );
  }
  if (typeof value === 'string' && spec.textFields?.includes(field)) return ilike(column, `%${escapeLike(value)}%`);
  if (isScalar(value)) return eq(column, columnValue(field, column, value));
  throw badValue(field);
}

function jsonCondition(field: string, text: SQL, value: unknown): SQL {
  if (Array.isArray(value)) {
    if (!value.every(isScalar)) throw badValue(field);
    return inArray(text, value.map(String));
  }
  if (typeof value === 'string') return ilike(text, `%${escapeLike(value)}%`);
  if (isScalar(value)) return eq(text, String(value));
  throw badValue(field);
}

/**
 * The collation of every text sort: ICU's root order, in which case and accents come after the letter ("bpost" among
 * the B's, "Österreichische Post" beside the O's) for every public language. PostgreSQL (with ICU, the default build)
 * and PGlite both have it, so one ORDER BY serves both databases; the database's own collation (often C) sorts by byte.
 */
export const TEXT_SORT_COLLATION = 'und-x-icu';

function isTextColumn(column: PgColumn): boolean {
  return (
    column.dataType === 'string' &&
    !column.enumValues?.length &&
    ['PgText', 'PgVarchar', 'PgChar'].includes(column.columnType)
  );
}

/** A sort key: text in the language order of TEXT_SORT_COLLATION, other types as they are. */
function sortKey(column: PgColumn | SQL): PgColumn | SQL {
  const text = !('columnType' in column) || isTextColumn(column);
  return text ? sql`${column} collate ${sql.identifier(TEXT_SORT_COLLATION)}` : column;
}

/** The search box: any of the list's search fields contains the words as typed (case-insensitive). */
function searchCondition(search: string | undefined, spec: ListSpec): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const columns = (spec.searchFields ?? spec.textFields ?? []).map((field) => own(spec.fields, field)!);
  if (columns.length === 0)
    throw new InvalidInputError('This list has no search', { search: 'This list has no search' });
  return or(...columns.map((column) => ilike(column, `%${escapeLike(text)}%`)));
}

/** Turns the list convention into SQL pieces for one table, refusing fields the resource does not expose. */
export function buildListSql(query: ListQueryDto, spec: ListSpec): ListSql {
  const conditions: SQL[] = [];
  for (const [field, value] of Object.entries(parseFilter(query.filter))) {
    const column = own(spec.fields, field);
    const custom = column ? undefined : own(spec.filters, field);
    const jsonText = column || custom ? undefined : jsonKeyText(field, spec);
    if (!column && !custom && !jsonText) throw unknownField(field, spec);
    if (value === null || value === undefined || value === '') continue;
    if (column) {
      conditions.push(columnCondition(field, column, value, spec));
    } else if (custom) {
      if (!isFilterValue(value)) throw badValue(field);
      conditions.push(custom(value));
    } else {
      conditions.push(jsonCondition(field, jsonText!, value));
    }
  }

  const search = searchCondition(query.search, spec);
  if (search) conditions.push(search);

  const [sortField, sortDirection] = query.sortBy
    ? (query.sortBy.split(':') as [string, 'asc' | 'desc'])
    : [spec.defaultSort.field, spec.defaultSort.direction];
  const sortColumn = own(spec.fields, sortField) ?? jsonKeyText(sortField, spec);
  if (!sortColumn)
    throw new InvalidInputError(`Cannot sort by "${sortField}"`, { sortBy: `Unknown field "${sortField}"` });

  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  return {
    where: conditions.length > 0 ? and(...conditions) : undefined,
    orderBy: [sortDirection === 'desc' ? desc(sortKey(sortColumn)) : asc(sortKey(sortColumn))],
    limit,
    offset: (page - 1) * limit,
  };
}
