import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { followNotifications, follows, trackingCodes } from '../../database/schema/index.js';

export type FollowRow = typeof follows.$inferSelect;

@Injectable()
export class FollowsRepository {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  private get db() {
    return this.connection.db;
  }

  /**
   * Inserts a pending follow; an existing pending one of that address and shipment gets the new expiry (its link is
   * mailed again), an active one is returned as it is.
   */
  async upsertPending(follow: {
    trackingCodeId: string;
    email: string;
    language: string;
    visitorKey: string;
    expiresAt: Date;
  }): Promise<FollowRow> {
    const [written] = await this.db
      .insert(follows)
      .values(follow)
      .onConflictDoUpdate({
        target: [follows.trackingCodeId, follows.email],
        set: { expiresAt: follow.expiresAt },
        setWhere: eq(follows.status, 'pending'),
      })
      .returning();
    if (written) return written;
    const [existing] = await this.db
      .select()
      .from(follows)
      .where(and(eq(follows.trackingCodeId, follow.trackingCodeId), eq(follows.email, follow.email)));
    return existing;
  }

  async findById(id: string): Promise<FollowRow | undefined> {
    const [row] = await this.db.select().from(follows).where(eq(follows.id, id));
    return row;
  }

  /** Live follows of an address (pending or active). */
  async countByEmail(email: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(follows).where(eq(follows.email, email));
    return row.n;
  }

  async countByShipment(trackingCodeId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(follows).where(eq(follows.trackingCodeId, trackingCodeId));
    return row.n;
  }

  /** Live follows made from one visitor address. */
  async countByVisitor(visitorKey: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(follows).where(eq(follows.visitorKey, visitorKey));
    return row.n;
  }

  /** Confirms a pending follow: active, kept until the shipment's delivery (+30 days) sets an expiry again. */
  async confirm(id: string, expiresAt: Date | null): Promise<FollowRow | undefined> {
    const [row] = await this.db
      .update(follows)
      .set({ status: 'active', confirmedAt: sql`coalesce(${follows.confirmedAt}, now())`, expiresAt })
      .where(eq(follows.id, id))
      .returning();
    return row;
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(follows).where(eq(follows.id, id)).returning({ id: follows.id });
    return rows.length > 0;
  }

  async deleteByEmail(email: string): Promise<number> {
    const rows = await this.db.delete(follows).where(eq(follows.email, email)).returning({ id: follows.id });
    return rows.length;
  }

  async listByEmail(email: string): Promise<Array<{ id: string; code: string; status: 'pending' | 'active' }>> {
    return this.db
      .select({ id: follows.id, code: trackingCodes.code, status: follows.status })
      .from(follows)
      .innerJoin(trackingCodes, eq(trackingCodes.id, follows.trackingCodeId))
      .where(eq(follows.email, email))
      .orderBy(trackingCodes.code);
  }

  async activeOf(trackingCodeId: string): Promise<FollowRow[]> {
    return this.db
      .select()
      .from(follows)
      .where(and(eq(follows.trackingCodeId, trackingCodeId), eq(follows.status, 'active')));
  }

  /** A delivered shipment's active follows are deleted at `expiresAt` (delivery + 30 days). */
  async expireAfterDelivery(trackingCodeId: string, expiresAt: Date): Promise<void> {
    await this.db
      .update(follows)
      .set({ expiresAt })
      .where(
        and(
          eq(follows.trackingCodeId, trackingCodeId),
          eq(follows.status, 'active'),
          or(isNull(follows.expiresAt), gt(follows.expiresAt, expiresAt)),
        ),
      );
  }

  async deleteExpired(now: Date): Promise<number> {
    const rows = await this.db.delete(follows).where(lt(follows.expiresAt, now)).returning({ id: follows.id });
    return rows.length;
  }

  /**
   * Claims the mail of one status change for each follow: a row per follow and change, written once whoever asks
   * again. Returns the follows whose row this call wrote (theirs to queue).
   */
  async claimNotifications(followIds: string[], changeKey: string): Promise<string[]> {
    if (followIds.length === 0) return [];
    const rows = await this.db
      .insert(followNotifications)
      .values(followIds.map((followId) => ({ followId, changeKey })))
      .onConflictDoNothing()
      .returning({ followId: followNotifications.followId });
    return rows.map((row) => row.followId);
  }

  async notificationStatus(followId: string, changeKey: string): Promise<'queued' | 'sent' | undefined> {
    const [row] = await this.db
      .select({ status: followNotifications.status })
      .from(followNotifications)
      .where(and(eq(followNotifications.followId, followId), eq(followNotifications.changeKey, changeKey)));
    return row?.status;
  }

  async markNotificationSent(followId: string, changeKey: string): Promise<void> {
    await this.db
      .update(followNotifications)
      .set({ status: 'sent', sentAt: new Date() })
      .where(and(eq(followNotifications.followId, followId), eq(followNotifications.changeKey, changeKey)));
  }

  /** Change mails claimed between `since` and `before` and not sent yet. */
  async unsentNotifications(before: Date, since: Date): Promise<Array<{ followId: string; changeKey: string }>> {
    return this.db
      .select({ followId: followNotifications.followId, changeKey: followNotifications.changeKey })
      .from(followNotifications)
      .where(
        and(
          eq(followNotifications.status, 'queued'),
          lt(followNotifications.createdAt, before),
          gt(followNotifications.createdAt, since),
        ),
      )
      .limit(500);
  }
}
