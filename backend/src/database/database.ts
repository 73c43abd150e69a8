import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The drizzle client, the same type whichever driver is behind it. Only repositories use it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The drizzle client inside a transaction. */
export type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs `work` in a transaction that first takes the transaction-level advisory lock named `name`: the same work
 * started by several processes at once (a seed on a first start, a rebuild that replaces a table) runs one after the
 * other, each seeing what the one before committed.
 */
export function inLockedTransaction<T>(
  db: Database,
  name: string,
  work: (tx: DatabaseTransaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
    return work(tx);
  });
}

export interface DatabaseConnection {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

// src/database and dist/database both sit two levels below the backend package, beside drizzle/.
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Key of the session-level advisory lock that lets one process at a time apply migrations (any fixed number). */
const MIGRATION_LOCK = 727_115_001;

export interface DatabaseOptions {
  url: string | undefined;
  pgliteDir: string;
  /** Pool size for node-postgres. */
  poolSize?: number;
}

/** PGlite on a data directory when no URL is given; a node-postgres pool otherwise. Same schema, same migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 3000,
    });
    // An idle client losing its server (restart, network) must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      driver: 'postgres',
      migrate: async () => {
        // Processes started together (docker compose --scale) would otherwise apply the same migration at once.
        const lock = await pool.connect();
        try {
          await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(db, { migrationsFolder });
        } finally {
          await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          lock.release();
        }
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  // Imported only here: a process with DATABASE_URL never loads PGlite (its JS alone is ~5 MB resident).
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create(options.pgliteDir);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
