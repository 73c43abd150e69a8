import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { trackingCodes } from './tracking.table.js';

/**
 * A visitor's e-mail follow of one shipment (no account). Pending until the address confirms (double opt-in), then
 * active. The address is kept only while the follow lives: an unconfirmed follow expires, a delivered shipment's
 * follows are deleted 30 days after delivery (`expires_at`), and unsubscribing deletes the row.
 */
export const follows = pgTable(
  'follows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackingCodeId: uuid('tracking_code_id')
      .notNull()
      .references(() => trackingCodes.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** The public site's language the visitor followed in: mails are written in it. */
    language: text('language').notNull(),
    /** Keyed hash of the visitor's address (for the per-address limit); never the address itself. */
    visitorKey: text('visitor_key').notNull(),
    status: text('status').$type<'pending' | 'active'>().notNull().default('pending'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the row is deleted: unconfirmed follows soon, delivered shipments' follows 30 days after delivery. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('follows_code_email_unique').on(table.trackingCodeId, table.email),
    index('follows_email_idx').on(table.email),
    index('follows_visitor_idx').on(table.visitorKey, table.createdAt),
    index('follows_expires_idx')
      .on(table.expiresAt)
      .where(sql`${table.expiresAt} is not null`),
  ],
);

/**
 * One row per follow and status change, written before its mail is queued: the primary key makes a change mail
 * once per follow however many processes see the change (the idempotency key of issue 23).
 */
export const followNotifications = pgTable(
  'follow_notifications',
  {
    followId: uuid('follow_id')
      .notNull()
      .references(() => follows.id, { onDelete: 'cascade' }),
    changeKey: text('change_key').notNull(),
    status: text('status').$type<'queued' | 'sent'>().notNull().default('queued'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.followId, table.changeKey] })],
);
