import { Inject, Injectable } from '@nestjs/common';
import { eq, getTableColumns } from 'drizzle-orm';
import { selectPage } from '../../common/list-page.js';
import type { ListSpec } from '../../common/list-query.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { settings } from '../../database/schema/index.js';

export type SettingRow = typeof settings.$inferSelect;

const columns = getTableColumns(settings);

const listSpec: ListSpec = {
  fields: { _id: settings.id, name: settings.name, createdAt: settings.createdAt, updatedAt: settings.updatedAt },
  textFields: [],
  searchFields: ['name'],
  defaultSort: { field: 'name', direction: 'asc' },
};

@Injectable()
export class SettingsRepository {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  list(query: ListQueryDto): Promise<ListResult<SettingRow>> {
    return selectPage(this.db, query, listSpec, {
      rows: this.db.select(columns).from(settings).$dynamic(),
      table: settings,
      thenBy: [settings.id],
    });
  }

  async findById(id: string): Promise<SettingRow | undefined> {
    const rows = await this.db.select(columns).from(settings).where(eq(settings.id, id)).limit(1);
    return rows[0];
  }

  async findByName(name: string): Promise<SettingRow | undefined> {
    const rows = await this.db.select(columns).from(settings).where(eq(settings.name, name)).limit(1);
    return rows[0];
  }

  async insert(row: { name: string; param: Record<string, unknown> }): Promise<SettingRow> {
    const [inserted] = await this.db.insert(settings).values(row).returning(columns);
    return inserted;
  }

  async update(
    id: string,
    changes: Partial<{ name: string; param: Record<string, unknown> }>,
  ): Promise<SettingRow | undefined> {
    const [row] = await this.db
      .update(settings)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(settings.id, id))
      .returning(columns);
    return row;
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(settings).where(eq(settings.id, id)).returning({ id: settings.id });
    return rows.length > 0;
  }
}
