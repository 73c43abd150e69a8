import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Numbers this installation registered with 17TRACK, and what 17TRACK's push told about them. Registering costs
 * quota, so the fact that a number is registered lives here, shared by every process and kept across restarts.
 */
export const seventeenTrackRegistrations = pgTable(
  'seventeen_track_registrations',
  {
    /** The tracking number as registered (the normalised code of `tracking_codes`). */
    number: text('number').primaryKey(),
    /** 17TRACK's key of the carrier it tracks the number with; null when 17TRACK did not say. */
    carrier: integer('carrier'),
    /** When 17TRACK accepted the number (or said it already had it); null while it is not registered. */
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    /** When 17TRACK said it stopped tracking the number (TRACKING_STOPPED push). */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    lastPushAt: timestamp('last_push_at', { withTimezone: true }),
    /** SHA-256 of the last push body applied, so the same signed body cannot be applied twice. */
    lastPushDigest: text('last_push_digest'),
    /** The newest event time of the last update applied from a push; an update older than this is refused. */
    lastPushedEventAt: timestamp('last_pushed_event_at', { withTimezone: true }),
    /** The last refusal for lack of quota (code and message), and when. */
    quotaError: text('quota_error'),
    quotaErrorAt: timestamp('quota_error_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('seventeen_track_registrations_last_push_idx').on(table.lastPushAt)],
);
