import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, getTableColumns, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { selectPage } from '../../common/list-page.js';
import type { ListSpec } from '../../common/list-query.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { Database, DatabaseConnection } from '../../database/database.js';
import { follows, trackingCodes, trackingEvents } from '../../database/schema/index.js';

export type TrackingCodeRow = typeof trackingCodes.$inferSelect;
export type TrackingCodeChanges = Omit<Partial<typeof trackingCodes.$inferInsert>, 'id' | 'code' | 'createdAt'>;
export type TrackingEventRow = typeof trackingEvents.$inferSelect;
export type NewTrackingEvent = Omit<typeof trackingEvents.$inferInsert, 'id' | 'trackingCodeId' | 'createdAt'>;
/** A stored row and the version it was read at (PostgreSQL's `xmin`: it changes with every write of the row). */
export interface VersionedTrackingCode {
  row: TrackingCodeRow;
  version: string;
}

const trackingCodeColumns = getTableColumns(trackingCodes);

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
  private findByCodeQuery: ReturnType<typeof this.prepareFindByCode> | undefined;
  private findVersionedQuery: ReturnType<typeof this.prepareFindVersioned> | undefined;
  private readonly saveStatements = new Map<string, ReturnType<typeof this.prepareSave>>();

  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  /** Every lookup of a number not in the answer cache reads it: a prepared statement, built once per process. */
  async findByCode(code: string): Promise<TrackingCodeRow | undefined> {
    this.findByCodeQuery ??= this.prepareFindByCode();
    const rows = await this.findByCodeQuery.execute({ code });
    return rows[0];
  }

  private prepareFindByCode() {
    return this.db
      .select()
      .from(trackingCodes)
      .where(eq(trackingCodes.code, sql.placeholder('code')))
      .limit(1)
      .prepare('tracking_codes_find_by_code');
  }

  /** The row with its version, for `saveIfUnchanged`. */
  async findVersioned(code: string): Promise<VersionedTrackingCode | undefined> {
    this.findVersionedQuery ??= this.prepareFindVersioned();
    const rows = await this.findVersionedQuery.execute({ code });
    if (rows.length === 0) return undefined;
    const { version, ...row } = rows[0];
    return { row, version };
  }

  private prepareFindVersioned() {
    return this.db
      .select({ ...trackingCodeColumns, version: sql<string>`xmin::text` })
      .from(trackingCodes)
      .where(eq(trackingCodes.code, sql.placeholder('code')))
      .limit(1)
      .prepare('tracking_codes_find_versioned');
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

  /**
   * Updates a stored shipment and adds the events it does not have yet in one statement, unless the row was
   * written since it was read (then it returns undefined and nothing is written but events, which are unique and
   * true whatever the row says). One round trip where `save` needs five; the caller reads again and retries.
   */
  async saveIfUnchanged(
    stored: VersionedTrackingCode,
    changes: TrackingCodeChanges,
    events: NewTrackingEvent[],
  ): Promise<TrackingCodeRow | undefined> {
    // Null values are written by the statement itself (a placeholder's encoder would turn them into "null" JSON
    // or fail on a null date), so the statement depends on which columns change and which of them become null.
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    const values = Object.fromEntries(entries.filter(([, value]) => value !== null));
    const nulls = entries.filter(([, value]) => value === null).map(([column]) => column);
    const rows = await this.saveStatement(Object.keys(values), nulls).execute({
      ...values,
      updatedAt: new Date(),
      id: stored.row.id,
      version: stored.version,
      events: JSON.stringify(
        events.map((event) => ({
          occurred_at: event.occurredAt.toISOString(),
          description: event.description,
          carrier: event.carrier,
          status: event.status,
          sub_status: event.subStatus,
          location: event.location ?? null,
          raw_code: event.rawCode ?? '',
          raw_text: event.rawText ?? '',
        })),
      ),
    });
    return rows[0];
  }

  /**
   * The statement of `saveIfUnchanged` for one set of changed columns, built and prepared once: building SQL with
   * drizzle costs more CPU than the rest of a background refresh. The events go as one JSON parameter.
   */
  private saveStatement(columns: string[], nulls: string[]) {
    const signature = `${[...columns].sort().join(',')};${[...nulls].sort().join(',')}`;
    let statement = this.saveStatements.get(signature);
    if (!statement) {
      statement = this.prepareSave(signature, columns, nulls);
      this.saveStatements.set(signature, statement);
    }
    return statement;
  }

  private prepareSave(signature: string, columns: string[], nulls: string[]) {
    const set = Object.fromEntries([
      ...[...columns, 'updatedAt'].map((column) => [column, sql.placeholder(column)]),
      ...nulls.map((column) => [column, sql`null`]),
    ]) as TrackingCodeChanges;
    const inserted = this.db.$with('inserted_events', { id: trackingEvents.id }).as(
      sql`insert into ${trackingEvents} (tracking_code_id, occurred_at, description, carrier, status, sub_status,
        location, raw_code, raw_text)
      select ${sql.placeholder('id')}::uuid, e.occurred_at, e.description, e.carrier, e.status, e.sub_status,
        e.location, e.raw_code, e.raw_text
      from jsonb_to_recordset(${sql.placeholder('events')}::jsonb) as e(occurred_at timestamptz, description text,
        carrier text, status text, sub_status text, location jsonb, raw_code text, raw_text text)
      on conflict do nothing
      returning id`,
    );
    const name = `tracking_codes_save_${createHash('sha256').update(signature).digest('hex').slice(0, 16)}`;
    return this.db
      .with(inserted)
      .update(trackingCodes)
      .set(set)
      .where(
        and(
          eq(trackingCodes.id, sql.placeholder('id')),
          sql`${trackingCodes}.xmin::text = ${sql.placeholder('version')}`,
        ),
      )
      .returning()
      .prepare(name);
  }

  /** Bulk insert of finished shipments without events (history generator, benchmarks). Existing codes are kept. */
  /** Deletes every labelled demo shipment (their events and follows go with them); how many were deleted. */
  async deleteDemo(): Promise<number> {
    const deleted = await this.db
      .delete(trackingCodes)
      .where(eq(trackingCodes.isDemo, true))
      .returning({ id: trackingCodes.id });
    return deleted.length;
  }

  async countDemo(): Promise<number> {
    const [row] = await this.db.select({ count: count() }).from(trackingCodes).where(eq(trackingCodes.isDemo, true));
    return row?.count ?? 0;
  }

  /** Inserts shipments whose code is not stored yet; `db` may be a transaction the caller holds. */
  async insertMany(
    rows: Array<TrackingCodeChanges & { code: string }>,
    db: Pick<Database, 'insert'> = this.db,
  ): Promise<void> {
    if (rows.length === 0) return;
    await db.insert(trackingCodes).values(rows).onConflictDoNothing({ target: trackingCodes.code });
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

  listCodes(query: ListQueryDto): Promise<ListResult<TrackingCodeRow>> {
    return selectPage(this.db, query, codeListSpec, {
      rows: this.db.select().from(trackingCodes).$dynamic(),
      table: trackingCodes,
      thenBy: [trackingCodes.id],
    });
  }

  /** E-mail follows per shipment (issue 23), counts only: the back-office shows no addresses. */
  async followCounts(trackingCodeIds: string[]): Promise<Map<string, { active: number; pending: number }>> {
    const counts = new Map<string, { active: number; pending: number }>();
    if (trackingCodeIds.length === 0) return counts;
    const rows = await this.db
      .select({ id: follows.trackingCodeId, status: follows.status, n: count() })
      .from(follows)
      .where(inArray(follows.trackingCodeId, trackingCodeIds))
      .groupBy(follows.trackingCodeId, follows.status);
    for (const row of rows) {
      const entry = counts.get(row.id) ?? { active: 0, pending: 0 };
      entry[row.status] = row.n;
      counts.set(row.id, entry);
    }
    return counts;
  }

  listEvents(query: ListQueryDto): Promise<ListResult<TrackingEventRow & { code: string }>> {
    return selectPage(this.db, query, eventListSpec, {
      rows: this.db
        .select({ ...eventColumns, code: trackingCodes.code })
        .from(trackingEvents)
        .innerJoin(trackingCodes, eq(trackingCodes.id, trackingEvents.trackingCodeId))
        .$dynamic(),
      table: trackingEvents,
      thenBy: [trackingEvents.id],
    });
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

const eventColumns = getTableColumns(trackingEvents);
