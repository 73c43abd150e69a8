import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../config/app-config.js';

/**
 * Test wiring to real services: PostgreSQL when TEST_DATABASE_URL is set (a fresh database per call, dropped
 * afterwards), PGlite in a temporary directory otherwise; real Redis at TEST_REDIS_URL with a prefix of its own.
 * Under Jest a fresh PostgreSQL database is a copy of the run's template (jest.global-setup.js,
 * template-database.ts): migrated and holding the reference data, as any database is after the API's first start.
 */
const testEnv = process.env;

export const testRedisUrl = testEnv.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const testDatabaseUrl = testEnv.TEST_DATABASE_URL || undefined;
const templateDatabase = testEnv.TEST_TEMPLATE_DATABASE || undefined;

export interface TestContext {
  config: AppConfig;
  cleanup(): Promise<void>;
}

export interface TestContextOptions {
  /**
   * An empty PostgreSQL database instead of a copy of the template, for tests of what the first start itself does
   * (migrations, reference data). PGlite databases always start empty.
   */
  emptyDatabase?: boolean;
}

export async function createTestContext(
  env: Record<string, string> = {},
  options: TestContextOptions = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parcelpilot-test-'));
  const database = testDatabaseUrl
    ? await createTestDatabase(testDatabaseUrl, options.emptyDatabase ? undefined : templateDatabase)
    : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // The day-one route history (thousands of shipments) only where a test asks for it.
    DEMO_HISTORY_SHIPMENTS: '0',
    DATA_DIR: dataDir,
    REDIS_URL: testRedisUrl,
    REDIS_PREFIX: `pp-test-${randomBytes(6).toString('hex')}`,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  return {
    config,
    cleanup: async () => {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createTestDatabase(
  adminUrl: string,
  template: string | undefined,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A loopback port with nothing listening on it (for "service down" tests). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls until `probe` returns a value other than undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
