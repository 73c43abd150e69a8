import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { systemState } from '../../database/schema/index.js';

export interface SystemStateRow {
  key: string;
  value: Record<string, unknown>;
  updatedAt: Date;
}

@Injectable()
export class SystemStateRepository {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  async upsert(key: string, value: Record<string, unknown>): Promise<void> {
    const updatedAt = new Date();
    await this.connection.db
      .insert(systemState)
      .values({ key, value, updatedAt })
      .onConflictDoUpdate({ target: systemState.key, set: { value, updatedAt } });
  }

  async find(key: string): Promise<SystemStateRow | undefined> {
    const rows = await this.connection.db
      .select({ key: systemState.key, value: systemState.value, updatedAt: systemState.updatedAt })
      .from(systemState)
      .where(eq(systemState.key, key))
      .limit(1);
    return rows[0];
  }
}
