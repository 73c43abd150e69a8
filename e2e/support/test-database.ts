import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the tests may create databases on (CI sets it), or '' to run on PGlite only. */
export const adminDatabaseUrl = process.env.TEST_DATABASE_URL ?? '';

/** Where support/global-setup.ts tells the workers the name of the run's template database. */
export const TEMPLATE_DATABASE_VARIABLE = 'PARCELPILOT_E2E_TEMPLATE_DATABASE';

/** Runs one statement on the database at `url` over a connection of its own. */
export async function query(url: string, text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the TEST_DATABASE_URL server for one product server: a copy of the run's template (migrated,
 * reference data written, support/global-setup.ts), or an empty one, which the server's start migrates and seeds
 * itself, when no global setup made a template.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!adminDatabaseUrl) throw new Error('createTestDatabase needs TEST_DATABASE_URL');
  const name = `pp_e2e_${randomBytes(5).toString('hex')}`;
  const template = process.env[TEMPLATE_DATABASE_VARIABLE];
  await query(adminDatabaseUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => query(adminDatabaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
