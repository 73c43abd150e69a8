import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export interface ShopTranslation {
  title?: string;
  short_content?: string;
  content?: string;
}

/** Online shops with their own public page (docs/product-spec.md §3 Shop). */
export const shops = pgTable(
  'shops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    systemName: text('system_name').notNull(),
    logo: text('logo'),
    homepage: text('homepage'),
    type: text('type').notNull().default(''),
    published: boolean('published').notNull().default(true),
    translations: jsonb('translations').$type<Record<string, ShopTranslation>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('shops_system_name_unique').on(table.systemName)],
);
