import { Inject, Injectable } from '@nestjs/common';
import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import { selectPage } from '../../common/list-page.js';
import type { ListSpec } from '../../common/list-query.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { files } from '../../database/schema/index.js';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export const FILE_USER_KINDS = ['carrier', 'shop', 'user', 'content', 'block'] as const;
export type FileUserKind = (typeof FILE_USER_KINDS)[number];

/** A record that shows a file (as its logo, image or inside its text), found by the file's sha256. */
export interface FileUse {
  sha256: string;
  kind: FileUserKind;
  id: string;
  name: string;
}

/**
 * Every place a stored file can be shown from: the text holding file URLs (`/api/files/raw/<sha256>.<ext>`), as one
 * string per row, and the name staff know the row by. Rich text is included, since an editor can place an image there.
 */
const FILE_HOLDERS: Record<FileUserKind, { table: string; name: string; text: string }> = {
  carrier: {
    table: 'carriers',
    name: 'h.name',
    text: "concat_ws(' ', h.logo::text, h.picture, h.translations::text, h.content_parts::text, h.faq_module_array::text)",
  },
  shop: { table: 'shops', name: 'h.name', text: "concat_ws(' ', h.logo, h.translations::text)" },
  user: { table: 'users', name: 'h.name', text: 'h.image' },
  content: {
    table: 'content_records',
    name: 'h.title',
    text: "concat_ws(' ', h.main_image, h.description, h.short_description, h.translations::text, h.custom_fields::text)",
  },
  block: { table: 'content_blocks', name: "coalesce(nullif(h.name, ''), h.type)", text: 'h.content' },
};

const columns = getTableColumns(files);

const listSpec: ListSpec = {
  fields: {
    _id: files.id,
    filename: files.filename,
    mimeType: files.mimeType,
    size: files.size,
    sha256: files.sha256,
    createdAt: files.createdAt,
    updatedAt: files.updatedAt,
  },
  textFields: ['filename'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
};

@Injectable()
export class FilesRepository {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  list(query: ListQueryDto): Promise<ListResult<FileRow>> {
    return selectPage(this.db, query, listSpec, {
      rows: this.db.select(columns).from(files).$dynamic(),
      table: files,
      thenBy: [files.id],
    });
  }

  async findById(id: string): Promise<FileRow | undefined> {
    const rows = await this.db.select(columns).from(files).where(eq(files.id, id)).limit(1);
    return rows[0];
  }

  async findBySha256(sha256: string): Promise<FileRow | undefined> {
    const rows = await this.db.select(columns).from(files).where(eq(files.sha256, sha256)).limit(1);
    return rows[0];
  }

  async countBySha256(sha256: string): Promise<number> {
    const [{ total }] = await this.db.select({ total: count() }).from(files).where(eq(files.sha256, sha256));
    return total;
  }

  /** Which records show the files with these sha256 values (each once per file), by kind then name. */
  async usage(sha256s: readonly string[]): Promise<FileUse[]> {
    if (sha256s.length === 0) return [];
    const wanted = sql.join(
      sha256s.map((sha) => sql`${sha}`),
      sql`, `,
    );
    const selects = FILE_USER_KINDS.map((kind) => {
      const holder = FILE_HOLDERS[kind];
      return sql`select wanted.sha as sha256, ${kind}::text as kind, h.id::text as id, ${sql.raw(holder.name)} as name
        from ${sql.raw(holder.table)} h join unnest(array[${wanted}]::text[]) as wanted(sha)
        on strpos(${sql.raw(holder.text)}, wanted.sha) > 0`;
    });
    // Both drivers (node-postgres and PGlite) answer a raw statement with its rows under `rows`.
    const result = (await this.db.execute(sql`${sql.join(selects, sql` union all `)} order by 2, 4, 3`)) as {
      rows: FileUse[];
    };
    return result.rows;
  }

  async insert(row: NewFileRow): Promise<FileRow> {
    const [inserted] = await this.db.insert(files).values(row).returning(columns);
    return inserted;
  }

  async rename(id: string, filename: string): Promise<FileRow | undefined> {
    const [row] = await this.db
      .update(files)
      .set({ filename, updatedAt: new Date() })
      .where(eq(files.id, id))
      .returning(columns);
    return row;
  }

  async delete(id: string): Promise<FileRow | undefined> {
    const [row] = await this.db.delete(files).where(eq(files.id, id)).returning(columns);
    return row;
  }
}
