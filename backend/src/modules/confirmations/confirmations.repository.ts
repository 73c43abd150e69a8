import { Inject, Injectable } from '@nestjs/common';
import { count, eq, sql } from 'drizzle-orm';
import { selectPage } from '../../common/list-page.js';
import type { ListSpec } from '../../common/list-query.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { deliveryConfirmations } from '../../database/schema/index.js';

export type DeliveryConfirmationRow = typeof deliveryConfirmations.$inferSelect;

const listSpec: ListSpec = {
  fields: {
    _id: deliveryConfirmations.id,
    code: deliveryConfirmations.code,
    deliveredOn: deliveryConfirmations.deliveredOn,
    createdAt: deliveryConfirmations.createdAt,
    updatedAt: deliveryConfirmations.updatedAt,
  },
  textFields: ['code'],
  defaultSort: { field: 'updatedAt', direction: 'desc' },
};

@Injectable()
export class DeliveryConfirmationsRepository {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  /** One row per number and browser: a second confirmation from the same browser updates the date. */
  async upsert(values: {
    code: string;
    deliveredOn: string;
    browserKey: string;
    visitorKey: string;
  }): Promise<{ updated: boolean }> {
    const [row] = await this.db
      .insert(deliveryConfirmations)
      .values(values)
      .onConflictDoUpdate({
        target: [deliveryConfirmations.code, deliveryConfirmations.browserKey],
        set: { deliveredOn: values.deliveredOn, visitorKey: values.visitorKey, updatedAt: sql`now()` },
      })
      // xmax is set on a row version written by an update (here: the conflict's), 0 on a fresh insert.
      .returning({ updated: sql<boolean>`xmax <> 0` });
    return { updated: row.updated };
  }

  async list(query: ListQueryDto): Promise<ListResult<DeliveryConfirmationRow & { confirmationsOfNumber: number }>> {
    const others = this.db.$with('others').as(
      this.db
        .select({ code: deliveryConfirmations.code, total: count().as('total') })
        .from(deliveryConfirmations)
        .groupBy(deliveryConfirmations.code),
    );
    const { records, total } = await selectPage(this.db, query, listSpec, {
      rows: this.db
        .with(others)
        .select({ row: deliveryConfirmations, confirmationsOfNumber: others.total })
        .from(deliveryConfirmations)
        .innerJoin(others, eq(others.code, deliveryConfirmations.code))
        .$dynamic(),
      table: deliveryConfirmations,
      thenBy: [deliveryConfirmations.id],
    });
    return {
      records: records.map(({ row, confirmationsOfNumber }) => ({ ...row, confirmationsOfNumber })),
      total,
    };
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(deliveryConfirmations)
      .where(eq(deliveryConfirmations.id, id))
      .returning({ id: deliveryConfirmations.id });
    return rows.length > 0;
  }
}
