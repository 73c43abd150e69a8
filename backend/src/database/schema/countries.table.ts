import { pgTable, text } from 'drizzle-orm/pg-core';

/** ISO 3166-1 countries (spec: Country = name, iso, code): alpha-2 as `iso`, the numeric code as `code`. */
export const countries = pgTable('countries', {
  iso: text('iso').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull(),
});
