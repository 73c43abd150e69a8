import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small key/value facts about the running system, e.g. the last heartbeat a worker recorded. */
export const systemState = pgTable('system_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
