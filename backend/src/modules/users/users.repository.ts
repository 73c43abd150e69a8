import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { selectPage } from '../../common/list-page.js';
import type { ListSpec } from '../../common/list-query.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import type { Role } from '../../common/roles.decorator.js';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { users } from '../../database/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserChanges = Partial<Pick<UserRow, 'name' | 'email' | 'passwordHash' | 'role' | 'image' | 'disabled'>>;

const columns = getTableColumns(users);

const listSpec: ListSpec = {
  fields: {
    _id: users.id,
    name: users.name,
    email: users.email,
    role: users.role,
    disabled: users.disabled,
    createdAt: users.createdAt,
    updatedAt: users.updatedAt,
  },
  textFields: ['name', 'email'],
  defaultSort: { field: 'createdAt', direction: 'asc' },
};

@Injectable()
export class UsersRepository {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const rows = await this.db.select(columns).from(users).where(eq(users.id, id)).limit(1);
    return rows[0];
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const rows = await this.db
      .select(columns)
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .limit(1);
    return rows[0];
  }

  list(query: ListQueryDto): Promise<ListResult<UserRow>> {
    return selectPage(this.db, query, listSpec, {
      rows: this.db.select(columns).from(users).$dynamic(),
      table: users,
      thenBy: [users.id],
    });
  }

  async count(): Promise<number> {
    const [{ total }] = await this.db.select({ total: count() }).from(users);
    return total;
  }

  async countActiveAdmins(exceptId?: string): Promise<number> {
    const conditions = [eq(users.role, 'admin' satisfies Role), eq(users.disabled, false)];
    if (exceptId) conditions.push(ne(users.id, exceptId));
    const [{ total }] = await this.db
      .select({ total: count() })
      .from(users)
      .where(and(...conditions));
    return total;
  }

  async insert(user: NewUserRow): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(user).returning(columns);
    return row;
  }

  /** Applies changes; `endSessions` bumps the session version, which signs the user out everywhere. */
  async update(id: string, changes: UserChanges, endSessions = false): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({
        ...changes,
        updatedAt: new Date(),
        ...(endSessions ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
      })
      .where(eq(users.id, id))
      .returning(columns);
    return row;
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return rows.length > 0;
  }
}
