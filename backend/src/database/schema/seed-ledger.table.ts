import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which reference records the seed has ever inserted, per data set. The seed only adds keys it never added, so a
 * record a staff member changed or deleted stays as they left it, and a later release can still add new ones.
 */
export const seedLedger = pgTable(
  'seed_ledger',
  {
    dataset: text('dataset').notNull(),
    key: text('key').notNull(),
    seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.dataset, table.key] })],
);
