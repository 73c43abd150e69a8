import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Uploaded files; the bytes live in DATA_DIR/files under their sha256, shared by records with the same content. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('files_sha256_idx').on(table.sha256)],
);
