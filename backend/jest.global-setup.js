import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

/**
 * With TEST_DATABASE_URL: builds the run's template database (src/testing/template-database.ts: migrated, reference
 * data seeded), which every test database copies with CREATE DATABASE ... TEMPLATE instead of applying the
 * migrations and writing the reference data again (about 3 s per application start on a busy 2-core machine). Its
 * name reaches the test workers through the environment, which they inherit; jest.global-teardown.js drops it.
 * Without TEST_DATABASE_URL (PGlite) there is nothing to share.
 */
export default function globalSetup() {
  if (!process.env.TEST_DATABASE_URL) return;
  const name = `pp_template_${randomBytes(6).toString('hex')}`;
  // The backend's tsconfig (decorators) is the one @swc-node reads, so the script runs from the backend folder.
  execFileSync(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', 'scripts/test-template-database.ts', name],
    {
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      stdio: 'inherit',
      env: { PATH: process.env.PATH, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL, LOG_LEVEL: 'warn' },
    },
  );
  process.env.TEST_TEMPLATE_DATABASE = name;
}
