import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { buildListSql, type ListSpec } from '../../common/list-query.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { trackingCodes, trackingEvents } from '../../database/schema/index.js';

export type TrackingCodeRow = typeof trackingCodes.$inferSelect;
export type TrackingCodeChanges = Omit<Partial<typeof trackingCodes.$inferInsert>, 'id' | 'code' | 'createdAt'>;
export type TrackingEventRow = typeof trackingEvents.$inferSelect;
export type NewTrackingEvent = Omit<typeof trackingEvents.$inferInsert, 'id' | 'trackingCodeId' | 'createdAt'>;

const codeListSpec: ListSpec = {
  fields: {
    _id: trackingCodes.id,
    code: trackingCodes.code,
    status: trackingCodes.status,
    failure: trackingCodes.failure,
    isDemo: trackingCodes.isDemo,
    createdDate: trackingCodes.createdDate,
    deliveredDate: trackingCodes.deliveredDate,
    daysInTransit: trackingCodes.daysInTransit,
    lastCheckedAt: trackingCodes.lastCheckedAt,
    nextCheckAt: trackingCodes.nextCheckAt,
    createdAt: trackingCodes.createdAt,
    updatedAt: trackingCodes.updatedAt,
  },
  textFields: ['code'],
  defaultSort: { field: 'updatedAt', direction: 'desc' },
};

const eventListSpec: ListSpec = {
  fields: {
    _id: trackingEvents.id,
    trackingCodeId: trackingEvents.trackingCodeId,
    occurredAt: trackingEvents.occurredAt,
    description: trackingEvents.description,
    carrier: trackingEvents.carrier,
    status: trackingEvents.status,
    subStatus: trackingEvents.subStatus,
    createdAt: trackingEvents.createdAt,
  },
  textFields: ['description', 'carrier'],
  defaultSort: { field: 'occurredAt', direction: 'desc' },
};

/** The SQL of tracking codes and their events. */
@Injectable()
export class TrackingRepository {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  async findByCode(code: string): Promise<TrackingCodeRow | undefined> {
    const rows = await this.db.select().from(trackingCodes).where(eq(trackingCodes.code, code)).limit(1);
    return rows[0];
  }

  async findById(id: string): Promise<TrackingCodeRow | undefined> {
    const rows = await this.db.select().from(trackingCodes).where(eq(trackingCodes.id, id)).limit(1);
    return rows[0];
  }

  async findManyByCode(codes: string[]): Promise<TrackingCodeRow[]> {
    if (codes.length === 0) return [];
    return this.db.select().from(trackingCodes).where(inArray(trackingCodes.code, codes));
  }

  async eventsOf(trackingCodeId: string): Promise<TrackingEventRow[]> {
    return this.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.trackingCodeId, trackingCodeId))
      .orderBy(asc(trackingEvents.occurredAt), asc(trackingEvents.createdAt));
  }

  /**
   * Creates or updates the shipment and adds the events it does not have yet, in one transaction. Returns the row
   * as it was before (undefined when new) and after, so the caller can see transitions.
   */
  async save(
    code: string,
    changes: TrackingCodeChanges,
    events: NewTrackingEvent[],
  ): Promise<{ before: TrackingCodeRow | undefined; after: TrackingCodeRow }> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(trackingCodes).where(eq(trackingCodes.code, code)).for('update');
      const now = new Date();
      const [after] = before
        ? await tx
            .update(trackingCodes)
            .set({ ...changes, updatedAt: now })
            .where(eq(trackingCodes.id, before.id))
            .returning()
        : await tx
            .insert(trackingCodes)
            .values({ ...changes, code, updatedAt: now })
            .onConflictDoUpdate({ target: trackingCodes.code, set: { ...changes, updatedAt: now } })
            .returning();
      if (events.length > 0) {
        await tx
          .insert(trackingEvents)
          .values(events.map((event) => ({ ...event, trackingCodeId: after.id })))
          .onConflictDoNothing();
      }
      return { before, after };
    });
  }

  /** Bulk insert of finished shipments without events (history generator, benchmarks). Existing codes are kept. */
  async insertMany(rows: Array<TrackingCodeChanges & { code: string }>): Promise<void> {
    if (rows.length === 0) return;
    await this.db.insert(trackingCodes).values(rows).onConflictDoNothing({ target: trackingCodes.code });
  }

  async update(id: string, changes: TrackingCodeChanges): Promise<void> {
    await this.db
      .update(trackingCodes)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(trackingCodes.id, id));
  }

  /** Codes whose next check is due, oldest due first. */
  async dueCodes(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ code: trackingCodes.code })
      .from(trackingCodes)
      .where(and(isNotNull(trackingCodes.nextCheckAt), lte(trackingCodes.nextCheckAt, now)))
      .orderBy(asc(trackingCodes.nextCheckAt))
      .limit(limit);
    return rows.map((row) => row.code);
  }

  /** Pushes the next check of these codes forward so that the next scheduler tick does not enqueue them again. */
  async postpone(codes: string[], until: Date): Promise<void> {
    if (codes.length === 0) return;
    await this.db
      .update(trackingCodes)
      .set({ nextCheckAt: until })
      .where(and(inArray(trackingCodes.code, codes), isNotNull(trackingCodes.nextCheckAt)));
  }

  async listCodes(query: ListQueryDto): Promise<ListResult<TrackingCodeRow>> {
    const { where, orderBy, limit, offset } = buildListSql(query, codeListSpec);
    const [records, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(trackingCodes)
        .where(where)
        .orderBy(...orderBy, trackingCodes.id)
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(trackingCodes).where(where),
    ]);
    return { records, total };
  }

  async listEvents(query: ListQueryDto): Promise<ListResult<TrackingEventRow & { code: string }>> {
    const { where, orderBy, limit, offset } = buildListSql(query, eventListSpec);
    const [records, [{ total }]] = await Promise.all([
      this.db
        .select({ ...eventColumns, code: trackingCodes.code })
        .from(trackingEvents)
        .innerJoin(trackingCodes, eq(trackingCodes.id, trackingEvents.trackingCodeId))
        .where(where)
        .orderBy(...orderBy, trackingEvents.id)
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(trackingEvents).where(where),
    ]);
    return { records, total };
  }

  /** Codes looked up or refreshed since `since`, counted by their current status (null: no status). */
  async countByStatusSince(since: Date): Promise<Array<{ status: string | null; total: number }>> {
    return this.db
      .select({ status: trackingCodes.status, total: count() })
      .from(trackingCodes)
      .where(gte(trackingCodes.lastCheckedAt, since))
      .groupBy(trackingCodes.status);
  }

  async countEvents(trackingCodeId: string): Promise<number> {
    const [{ total }] = await this.db
      .select({ total: count() })
      .from(trackingEvents)
      .where(eq(trackingEvents.trackingCodeId, trackingCodeId));
    return total;
  }

  async exists(code: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql<number>`1` })
      .from(trackingCodes)
      .where(eq(trackingCodes.code, code))
      .limit(1);
    return row !== undefined;
  }
}

const eventColumns = {
  id: trackingEvents.id,
  trackingCodeId: trackingEvents.trackingCodeId,
  occurredAt: trackingEvents.occurredAt,
  description: trackingEvents.description,
  carrier: trackingEvents.carrier,
  status: trackingEvents.status,
  subStatus: trackingEvents.subStatus,
  location: trackingEvents.location,
  rawCode: trackingEvents.rawCode,
  rawText: trackingEvents.rawText,
  createdAt: trackingEvents.createdAt,
};
