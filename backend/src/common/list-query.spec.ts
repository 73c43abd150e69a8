import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { carrierServices, carriers, searchConsoleRows } from '../database/schema/index.js';
import { InvalidInputError } from './errors/domain.error.js';
import { buildListSql, type ListSpec } from './list-query.js';

const spec: ListSpec = {
  fields: {
    _id: carriers.id,
    name: carriers.name,
    order: carrierServices.sortOrder,
    published: carriers.published,
    updatedAt: carriers.updatedAt,
    day: searchConsoleRows.date,
  },
  textFields: ['name'],
  jsonFields: { translations: carriers.translations },
  filters: { country: (value) => eq(carriers.countryIso, String(value)) },
  defaultSort: { field: 'name', direction: 'asc' },
};

const dialect = new PgDialect();

function whereOf(filter: Record<string, unknown>): { sql: string; params: unknown[] } {
  const { where } = buildListSql({ filter: JSON.stringify(filter) }, spec);
  return dialect.sqlToQuery(where ?? sql``);
}

describe('buildListSql', () => {
  // Found by the hostile-input suite: these names found Object.prototype's members and answered 500.
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', '__proto__.x'])(
    'refuses "%s" as a filter field and as a sort field',
    (name) => {
      expect(() => buildListSql({ filter: `{"${name}":"x"}` }, spec)).toThrow(InvalidInputError);
      expect(() => buildListSql({ sortBy: `${name}:asc` }, spec)).toThrow(InvalidInputError);
    },
  );

  // Found by the hostile-input suite: a text on a timestamp column reached drizzle's toISOString and answered 500.
  it.each(["' OR '1'='1", 'yesterday', '2026-13-45', true, ['2026-01-01', 'x']])(
    'refuses %j on a date column',
    (value) => {
      expect(() => whereOf({ updatedAt: value })).toThrow(InvalidInputError);
    },
  );

  // Issue 18, finding 6: a value of the wrong type reached PostgreSQL and answered 500.
  it.each([
    ['published', 'x', 'true or false'],
    ['published', 1, 'true or false'],
    ['published', 'true', 'true or false'],
    ['published', [true, 'no'], 'true or false'],
    ['order', 'x', 'a whole number'],
    ['order', 1.5, 'a whole number'],
    ['order', 99999999999, 'a whole number'],
    ['order', true, 'a whole number'],
    ['_id', 'x', 'an id'],
    ['_id', 5, 'an id'],
    ['day', '2026-02-30', 'a date'],
    ['day', '2026-13-45', 'a date'],
    ['day', 20260101, 'a date'],
  ])('refuses %s = %j with a message naming the field', (field, value, expected) => {
    expect(() => whereOf({ [field]: value })).toThrow(new RegExp(`"${field}": ${expected}`));
  });

  it('takes typed values that fit their column', () => {
    const id = '6f1d3a52-3c38-4b55-8d3e-0a8f5e0c1e11';
    expect(whereOf({ published: false, order: '12', _id: id, day: '2024-02-29' }).params).toEqual([
      false,
      12,
      id,
      '2024-02-29',
    ]);
  });

  it('names the keys a list filters by when a key is unknown', () => {
    expect(() => whereOf({ nope: 1 })).toThrow(
      'Unknown filter field "nope"; this list filters by: _id, name, order, published, updatedAt, day, country, translations.<key>',
    );
  });

  it('compares a date column with the date the client sent', () => {
    const query = whereOf({ updatedAt: '2026-11-21T10:00:00.000Z' });
    expect(query.sql).toBe('"carriers"."updated_at" = $1');
    expect(query.params).toEqual(['2026-11-21T10:00:00.000Z']);
    expect(whereOf({ updatedAt: ['2026-11-21', 0] }).params).toEqual([
      '2026-11-21T00:00:00.000Z',
      '1970-01-01T00:00:00.000Z',
    ]);
  });

  it('still filters own fields, JSON keys and custom filters', () => {
    expect(whereOf({ name: 'dhl', published: true, country: 'DE', 'translations.en': 'x' })).toMatchObject({
      sql: '("carriers"."name" ilike $1 and "carriers"."published" = $2 and "carriers"."country_iso" = $3 and ("carriers"."translations" ->> $4) ilike $5)',
      params: ['%dhl%', true, 'DE', 'en', '%x%'],
    });
  });
});
