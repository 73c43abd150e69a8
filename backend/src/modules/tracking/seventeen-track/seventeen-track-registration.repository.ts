import { Inject, Injectable } from '@nestjs/common';
import { and, eq, getTableColumns, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { DATABASE_CONNECTION } from '../../../database/database.module.js';
import type { DatabaseConnection } from '../../../database/database.js';
import { seventeenTrackRegistrations, trackingCodes } from '../../../database/schema/index.js';
import type { SeventeenTrackRegistrations } from '../carriers/seventeen-track.adapter.js';

export type SeventeenTrackRegistrationRow = typeof seventeenTrackRegistrations.$inferSelect;

/** What a push may do to a number, decided under a row lock so two deliveries of one body cannot both pass. */
export type PushClaim =
  | { outcome: 'claimed'; previousDigest: string | null }
  /** The same body was applied already. */
  | { outcome: 'replayed' }
  /** Its newest event is older than that of an update already applied. */
  | { outcome: 'older' }
  /** The number was never registered here. */
  | { outcome: 'unknown' };

export interface PushToClaim {
  number: string;
  digest: string;
  carrier: number | null;
  /** Newest event time of the update; null for a push without events (TRACKING_STOPPED). */
  newestEventAt: Date | null;
  /** Whether the age of the update matters (an update does; a stop does not). */
  checkAge: boolean;
  stopped: boolean;
  /** A number this installation tracks though it has no row yet (registered before registrations were stored). */
  knownElsewhere: boolean;
  at: Date;
}

const columns = getTableColumns(seventeenTrackRegistrations);

/** The SQL of 17TRACK registrations: which numbers are registered, and what their pushes said. */
@Injectable()
export class SeventeenTrackRegistrationRepository implements SeventeenTrackRegistrations {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  async find(number: string): Promise<SeventeenTrackRegistrationRow | undefined> {
    const [row] = await this.db
      .select(columns)
      .from(seventeenTrackRegistrations)
      .where(eq(seventeenTrackRegistrations.number, number))
      .limit(1);
    return row;
  }

  async registeredAmong(numbers: readonly string[]): Promise<Set<string>> {
    if (numbers.length === 0) return new Set();
    const rows = await this.db
      .select({ number: seventeenTrackRegistrations.number })
      .from(seventeenTrackRegistrations)
      .where(
        and(
          inArray(seventeenTrackRegistrations.number, [...numbers]),
          isNotNull(seventeenTrackRegistrations.registeredAt),
        ),
      );
    return new Set(rows.map((row) => row.number));
  }

  async markRegistered(entries: ReadonlyArray<{ number: string; carrier: number | null }>, at: Date): Promise<void> {
    if (entries.length === 0) return;
    await this.db
      .insert(seventeenTrackRegistrations)
      .values(entries.map(({ number, carrier }) => ({ number, carrier, registeredAt: at, updatedAt: at })))
      .onConflictDoUpdate({
        target: seventeenTrackRegistrations.number,
        set: {
          registeredAt: sql`excluded.registered_at`,
          carrier: sql`coalesce(excluded.carrier, ${seventeenTrackRegistrations.carrier})`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }

  async markUnregistered(numbers: readonly string[]): Promise<void> {
    if (numbers.length === 0) return;
    await this.db
      .update(seventeenTrackRegistrations)
      .set({ registeredAt: null, updatedAt: new Date() })
      .where(inArray(seventeenTrackRegistrations.number, [...numbers]));
  }

  /**
   * Drops what is kept of a number that a lookup left unstored (17TRACK had nothing for it yet, or refused it), unless
   * 17TRACK has pushed it since: an anonymous lookup of a made-up number leaves no row. Registering it again later
   * costs no quota: 17TRACK answers that it is already registered.
   */
  async forgetUnpushed(number: string): Promise<void> {
    await this.db
      .delete(seventeenTrackRegistrations)
      .where(and(eq(seventeenTrackRegistrations.number, number), isNull(seventeenTrackRegistrations.lastPushAt)));
  }

  async recordQuotaError(numbers: readonly string[], error: string, at: Date): Promise<void> {
    if (numbers.length === 0) return;
    await this.db
      .insert(seventeenTrackRegistrations)
      .values(numbers.map((number) => ({ number, quotaError: error, quotaErrorAt: at, updatedAt: at })))
      .onConflictDoUpdate({
        target: seventeenTrackRegistrations.number,
        set: { quotaError: error, quotaErrorAt: at, updatedAt: at },
      });
  }

  /**
   * Decides whether a push may be applied and, if so, records it as the number's latest (digest, time, newest event)
   * in the same transaction, so that a second delivery of the same body finds it. `releasePush` undoes the record
   * when applying the update then fails, so that 17TRACK's retry of that body is accepted.
   */
  async claimPush(push: PushToClaim): Promise<PushClaim> {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select(columns)
        .from(seventeenTrackRegistrations)
        .where(eq(seventeenTrackRegistrations.number, push.number))
        .for('update');
      if (!existing && !push.knownElsewhere) return { outcome: 'unknown' };
      if (existing?.lastPushDigest === push.digest) return { outcome: 'replayed' };
      const newestStored = existing?.lastPushedEventAt ?? null;
      if (push.checkAge && newestStored && (!push.newestEventAt || push.newestEventAt < newestStored)) {
        return { outcome: 'older' };
      }
      const newest =
        newestStored && (!push.newestEventAt || newestStored > push.newestEventAt) ? newestStored : push.newestEventAt;
      const changes = {
        // A push proves the number is registered with 17TRACK.
        registeredAt: existing?.registeredAt ?? push.at,
        carrier: existing?.carrier ?? push.carrier,
        lastPushAt: push.at,
        lastPushDigest: push.digest,
        lastPushedEventAt: newest,
        stoppedAt: push.stopped ? push.at : (existing?.stoppedAt ?? null),
        updatedAt: push.at,
      };
      if (existing) {
        await tx
          .update(seventeenTrackRegistrations)
          .set(changes)
          .where(eq(seventeenTrackRegistrations.number, push.number));
      } else {
        await tx.insert(seventeenTrackRegistrations).values({ number: push.number, ...changes });
      }
      return { outcome: 'claimed', previousDigest: existing?.lastPushDigest ?? null };
    });
  }

  /** Forgets a claimed push whose update could not be stored (only if no later push was claimed meanwhile). */
  async releasePush(number: string, digest: string, previousDigest: string | null): Promise<void> {
    await this.db
      .update(seventeenTrackRegistrations)
      .set({ lastPushDigest: previousDigest, updatedAt: new Date() })
      .where(
        and(eq(seventeenTrackRegistrations.number, number), eq(seventeenTrackRegistrations.lastPushDigest, digest)),
      );
  }

  /** Until when pushes keep this number up to date: `silenceMs` after its last push, unless 17TRACK stopped it. */
  async pushedUntil(number: string, silenceMs: number): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ lastPushAt: seventeenTrackRegistrations.lastPushAt })
      .from(seventeenTrackRegistrations)
      .where(
        and(
          eq(seventeenTrackRegistrations.number, number),
          isNull(seventeenTrackRegistrations.stoppedAt),
          isNotNull(seventeenTrackRegistrations.registeredAt),
        ),
      )
      .limit(1);
    return row?.lastPushAt ? new Date(row.lastPushAt.getTime() + silenceMs) : undefined;
  }

  /**
   * Of these due shipments, moves those 17TRACK pushed within `silenceMs` to their next check after that silence,
   * instead of polling them; returns their codes. (Writes `tracking_codes.next_check_at`, the scheduler's column,
   * from this table's push times in one statement.)
   */
  async deferPushed(codes: readonly string[], now: Date, silenceMs: number): Promise<string[]> {
    if (codes.length === 0) return [];
    const silence = sql`(${silenceMs} * interval '1 millisecond')`;
    const rows = await this.db
      .update(trackingCodes)
      .set({ nextCheckAt: sql`${seventeenTrackRegistrations.lastPushAt} + ${silence}` })
      .from(seventeenTrackRegistrations)
      .where(
        and(
          eq(seventeenTrackRegistrations.number, trackingCodes.code),
          inArray(trackingCodes.code, [...codes]),
          isNotNull(trackingCodes.nextCheckAt),
          isNull(seventeenTrackRegistrations.stoppedAt),
          isNotNull(seventeenTrackRegistrations.registeredAt),
          sql`${seventeenTrackRegistrations.lastPushAt} > ${now.toISOString()}::timestamptz - ${silence}`,
        ),
      )
      .returning({ code: trackingCodes.code });
    return rows.map((row) => row.code);
  }
}
