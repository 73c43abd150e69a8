import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Keywords the site is optimised for; unique without regard to case. */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyword: text('keyword').notNull(),
    count: integer('count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('search_keywords_keyword_unique').on(sql`lower(${table.keyword})`)],
);

/** Keywords whose search-result positions staff follow (spec: serp keyword). */
export const serpKeywords = pgTable(
  'serp_keywords',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyword: text('keyword').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('serp_keywords_keyword_unique').on(sql`lower(${table.keyword})`)],
);

/** Search performance rows imported from Search Console exports; one per day, query and page. */
export const searchConsoleRows = pgTable(
  'search_console_rows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: date('date', { mode: 'string' }).notNull(),
    query: text('query').notNull().default(''),
    page: text('page').notNull().default(''),
    clicks: integer('clicks').notNull().default(0),
    impressions: integer('impressions').notNull().default(0),
    ctr: doublePrecision('ctr').notNull().default(0),
    position: doublePrecision('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('search_console_rows_unique').on(table.date, table.query, table.page),
    index('search_console_rows_query_idx').on(table.query),
  ],
);
