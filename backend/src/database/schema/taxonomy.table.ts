import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A subcategory kept inside its taxonomy record (spec: subCategoriesRecords). */
export interface SubCategoryRecord {
  id: number;
  name: string;
  sys_name: string;
  description?: string;
  order?: number;
}

/** A category's texts in one language besides English (the row's own fields). */
export interface TaxonomyTranslation {
  name?: string;
  short_description?: string;
  description?: string;
}

/** Categories as a tree (parentId); `sys_name` names the public page /t/{sys_name} and never changes. */
export const taxonomy = pgTable(
  'taxonomy',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    sysName: text('sys_name').notNull(),
    description: text('description').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    parentId: uuid('parent_id').references((): AnyPgColumn => taxonomy.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    subCategoriesRecords: jsonb('sub_categories_records').$type<SubCategoryRecord[]>().notNull().default([]),
    translations: jsonb('translations').$type<Record<string, TaxonomyTranslation>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('taxonomy_sys_name_unique').on(table.sysName),
    index('taxonomy_parent_idx').on(table.parentId),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    sysName: text('sys_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('tags_sys_name_unique').on(table.sysName)],
);
