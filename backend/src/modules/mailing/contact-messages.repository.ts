import { Inject, Injectable } from '@nestjs/common';
import { and, eq, getTableColumns, inArray, lt } from 'drizzle-orm';
import { selectPage } from '../../common/list-page.js';
import type { ListSpec } from '../../common/list-query.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { contactMessages } from '../../database/schema/index.js';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

const columns = getTableColumns(contactMessages);

const listSpec: ListSpec = {
  fields: {
    _id: contactMessages.id,
    subject: contactMessages.subject,
    userEmail: contactMessages.userEmail,
    status: contactMessages.status,
    createdAt: contactMessages.createdAt,
  },
  textFields: ['subject', 'userEmail'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
};

@Injectable()
export class ContactMessagesRepository {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  async insert(message: { subject: string; message: string; userEmail: string; ip: string | null }) {
    const [row] = await this.db.insert(contactMessages).values(message).returning(columns);
    return row;
  }

  async findById(id: string): Promise<ContactMessageRow | undefined> {
    const rows = await this.db.select(columns).from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
    return rows[0];
  }

  list(query: ListQueryDto): Promise<ListResult<ContactMessageRow>> {
    return selectPage(this.db, query, listSpec, {
      rows: this.db.select(columns).from(contactMessages).$dynamic(),
      table: contactMessages,
      thenBy: [contactMessages.id],
    });
  }

  /** Messages still waiting that were last touched before `before` (their job may be lost). */
  async staleQueued(before: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(and(eq(contactMessages.status, 'queued'), lt(contactMessages.updatedAt, before)))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  async markSent(id: string): Promise<void> {
    const now = new Date();
    await this.db
      .update(contactMessages)
      .set({ status: 'sent', sentAt: now, lastError: null, updatedAt: now })
      .where(eq(contactMessages.id, id));
  }

  async markAttemptFailed(id: string, attempts: number, error: string, final: boolean): Promise<void> {
    await this.db
      .update(contactMessages)
      .set({ attempts, lastError: error.slice(0, 1000), status: final ? 'failed' : 'queued', updatedAt: new Date() })
      .where(eq(contactMessages.id, id));
  }

  async touch(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.update(contactMessages).set({ updatedAt: new Date() }).where(inArray(contactMessages.id, ids));
  }
}
