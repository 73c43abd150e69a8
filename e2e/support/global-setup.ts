import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { TEMPLATE_DATA_DIR_VARIABLE } from './template-data-dir.js';

const backendDirectory = fileURLToPath(new URL('../../backend', import.meta.url));
const run = promisify(execFile);

/**
 * Migrates and seeds the reference data (carriers, content, shops, countries) once per run into a PGlite data
 * directory, which every product server of the run copies (support/product-server.ts) instead of applying the
 * migrations and writing the same reference data again at each start. The same code fills the backend tests'
 * template database (backend/src/testing/template-database.ts). Nothing that depends on a server's configuration or
 * belongs to one installation is in it: the first admin, the demo data and the session secret are written by each
 * server's own start, as on a fresh install. The workers inherit the directory's path through the environment.
 */
export default async function globalSetup(): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parcelpilot-e2e-template-'));
  // The backend's tsconfig (decorators) is the one @swc-node reads, so the script runs from the backend folder.
  await run(
    process.execPath,
    [
      '--import',
      '@swc-node/register/esm-register',
      'scripts/test-template-database.ts',
      '--pglite-dir',
      join(dataDir, 'pglite'),
    ],
    {
      cwd: backendDirectory,
      env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
      timeout: 180_000,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  process.env[TEMPLATE_DATA_DIR_VARIABLE] = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
