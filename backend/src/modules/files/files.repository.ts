import { Inject, Injectable } from '@nestjs/common';
import { count, eq } from 'drizzle-orm';
import { buildListSql, type ListSpec } from '../../common/list-query.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { files } from '../../database/schema/index.js';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

const columns = {
  id: files.id,
  filename: files.filename,
  mimeType: files.mimeType,
  size: files.size,
  sha256: files.sha256,
  width: files.width,
  height: files.height,
  createdAt: files.createdAt,
  updatedAt: files.updatedAt,
};

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

  async list(query: ListQueryDto): Promise<ListResult<FileRow>> {
    const { where, orderBy, limit, offset } = buildListSql(query, listSpec);
    const [records, [{ total }]] = await Promise.all([
      this.db
        .select(columns)
        .from(files)
        .where(where)
        .orderBy(...orderBy, files.id)
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(files).where(where),
    ]);
    return { records, total };
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
