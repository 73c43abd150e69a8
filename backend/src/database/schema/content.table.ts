import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tags, taxonomy } from './taxonomy.table.js';

export const FIELD_TYPES = ['text', 'textArea', 'textAreaWYSIWYG', 'image', 'link', 'linkToFile'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** A custom field of a content type. */
export interface ContentTypeField {
  id: number;
  name: string;
  sys_name: string;
  type: FieldType;
}

/** One row of a content type's display configuration: order and visibility of default and custom fields. */
export interface ViewConfigEntry {
  id: number;
  name: string;
  sys_name: string;
  type: FieldType;
  defaultField: boolean;
  visible: boolean;
}

export const contentTypes = pgTable(
  'content_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    sysName: text('sys_name').notNull(),
    description: text('description').notNull().default(''),
    fields: jsonb('fields').$type<ContentTypeField[]>().notNull().default([]),
    viewConfig: jsonb('view_config').$type<ViewConfigEntry[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('content_types_sys_name_unique').on(table.sysName)],
);

export interface ContentTranslation {
  title?: string;
  short_content?: string;
  content?: string;
}

/** Locales whose title and content have been translated. */
export interface ContentTranslated {
  title: string[];
  content: string[];
}

export type CustomFieldValue = string | number | boolean | null;

/** Records of every content type (articles, FAQ, help-center pages...); `seo_url` is unique per content type. */
export const contentRecords = pgTable(
  'content_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentTypeId: uuid('content_type_id')
      .notNull()
      .references(() => contentTypes.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    seoUrl: text('seo_url').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    mainImage: text('main_image'),
    showOnFront: boolean('show_on_front').notNull().default(false),
    published: boolean('published').notNull().default(false),
    showOnMenu: boolean('show_on_menu').notNull().default(false),
    translations: jsonb('translations').$type<Record<string, ContentTranslation>>().notNull().default({}),
    translated: jsonb('translated').$type<ContentTranslated>().notNull().default({ title: [], content: [] }),
    customFields: jsonb('custom_fields').$type<Record<string, CustomFieldValue>>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('content_records_type_seo_url_unique').on(table.contentTypeId, table.seoUrl),
    index('content_records_published_idx').on(table.published, table.createdAt),
  ],
);

export const contentRecordTaxonomy = pgTable(
  'content_record_taxonomy',
  {
    contentId: uuid('content_id')
      .notNull()
      .references(() => contentRecords.id, { onDelete: 'cascade' }),
    taxonomyId: uuid('taxonomy_id')
      .notNull()
      .references(() => taxonomy.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.contentId, table.taxonomyId] }),
    index('content_record_taxonomy_taxonomy_idx').on(table.taxonomyId),
  ],
);

export const contentRecordTags = pgTable(
  'content_record_tags',
  {
    contentId: uuid('content_id')
      .notNull()
      .references(() => contentRecords.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.contentId, table.tagId] }),
    index('content_record_tags_tag_idx').on(table.tagId),
  ],
);

export const CONTENT_BLOCK_TYPES = ['courier_page', 'main_page'] as const;
export type ContentBlockType = (typeof CONTENT_BLOCK_TYPES)[number];

/** A content block's texts in one language besides English (the row's own fields). */
export interface ContentBlockTranslation {
  name?: string;
  content?: string;
}

/** Rich-text blocks shown on the main page and on every courier page. */
export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<ContentBlockType>().notNull(),
    name: text('name').notNull().default(''),
    content: text('content').notNull().default(''),
    translations: jsonb('translations').$type<Record<string, ContentBlockTranslation>>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_blocks_type_idx').on(table.type, table.sortOrder)],
);
