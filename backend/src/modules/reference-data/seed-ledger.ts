import { and, eq, inArray } from 'drizzle-orm';
import { inLockedTransaction, type Database, type DatabaseTransaction } from '../../database/database.js';
import { seedLedger } from '../../database/schema/index.js';

/** The drizzle client inside a transaction; seeds run entirely inside one. */
export type SeedTransaction = DatabaseTransaction;

/**
 * Runs one seed in a transaction that holds an advisory lock, so several processes starting together seed once and
 * a half-applied seed never stays behind.
 */
export function inSeedTransaction<T>(
  db: Database,
  lock: string,
  work: (tx: SeedTransaction) => Promise<T>,
): Promise<T> {
  return inLockedTransaction(db, `parcelpilot-seed:${lock}`, work);
}

/** The items whose key the seed of `dataset` never inserted before. */
export async function notYetSeeded<T>(
  tx: SeedTransaction,
  dataset: string,
  items: readonly T[],
  keyOf: (item: T) => string,
): Promise<T[]> {
  if (items.length === 0) return [];
  const rows = await tx
    .select({ key: seedLedger.key })
    .from(seedLedger)
    .where(and(eq(seedLedger.dataset, dataset), inArray(seedLedger.key, items.map(keyOf))));
  const seeded = new Set(rows.map((row) => row.key));
  return items.filter((item) => !seeded.has(keyOf(item)));
}

export async function markSeeded(tx: SeedTransaction, dataset: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .insert(seedLedger)
    .values(keys.map((key) => ({ dataset, key })))
    .onConflictDoNothing();
}
