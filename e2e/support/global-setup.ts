import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { TEMPLATE_DATA_DIR_VARIABLE } from './template-data-dir.js';
import { adminDatabaseUrl, query, TEMPLATE_DATABASE_VARIABLE } from './test-database.js';

const backendDirectory = fileURLToPath(new URL('../../backend', import.meta.url));
const run = promisify(execFile);

/**
 * Migrates and seeds the reference data (carriers, content, shops, countries) once per run into a PGlite data
 * directory and, with TEST_DATABASE_URL, into a PostgreSQL template database, which every product server of the run
 * copies (support/product-server.ts: the database on PostgreSQL, the directory on PGlite) instead of applying the
 * migrations and writing the same reference data again at each start. The same code fills the backend tests' template
 * database (backend/src/testing/template-database.ts). Nothing that depends on a server's configuration or belongs to
 * one installation is in them: the first admin, the demo data and the session secret are written by each server's own
 * start, as on a fresh install. The workers inherit the directory's path and the database's name through the
 * environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parcelpilot-e2e-template-'));
  const templateDatabase = adminDatabaseUrl ? `pp_e2e_template_${randomBytes(6).toString('hex')}` : undefined;
  const dropDatabase = () => query(adminDatabaseUrl, `DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`);
  // Both fills run to their end, so that when one fails the other's template is not left behind (a failed fill of the
  // database drops it itself).
  const [directoryFill, databaseFill] = await Promise.allSettled([
    fillTemplate(['--pglite-dir', join(dataDir, 'pglite')]),
    templateDatabase ? fillTemplate([templateDatabase]) : undefined,
  ]);
  const failed = [directoryFill, databaseFill].find((fill) => fill.status === 'rejected');
  if (failed) {
    rmSync(dataDir, { recursive: true, force: true });
    if (templateDatabase && databaseFill.status === 'fulfilled') await dropDatabase();
    throw failed.reason;
  }
  process.env[TEMPLATE_DATA_DIR_VARIABLE] = dataDir;
  if (templateDatabase) process.env[TEMPLATE_DATABASE_VARIABLE] = templateDatabase;
  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (templateDatabase) await dropDatabase();
  };
}

/** backend/scripts/test-template-database.ts: a PGlite directory (`--pglite-dir`) or a PostgreSQL template by name. */
async function fillTemplate(target: string[]): Promise<void> {
  // The backend's tsconfig (decorators) is the one @swc-node reads, so the script runs from the backend folder.
  await run(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', 'scripts/test-template-database.ts', ...target],
    {
      cwd: backendDirectory,
      env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', TEST_DATABASE_URL: adminDatabaseUrl },
      timeout: 180_000,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
}
