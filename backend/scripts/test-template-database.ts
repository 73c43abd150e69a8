import 'reflect-metadata';
import { argument } from './cli.js';
import { buildTemplateDatabase, fillReferenceData } from '../src/testing/template-database.js';

// Run by e2e/support/global-setup.ts: `test-template-database.ts --pglite-dir <dir>`, a PGlite data directory that
// the e2e product servers copy instead of migrating and seeding a fresh one.
const pgliteDir = argument('pglite-dir', '');
if (pgliteDir) {
  await fillReferenceData({ url: undefined, pgliteDir });
} else {
  // Run by jest.global-setup.js: `test-template-database.ts <name>` with TEST_DATABASE_URL set.
  const adminUrl = process.env.TEST_DATABASE_URL;
  const name = process.argv[2];
  if (!adminUrl || !name) throw new Error('usage: TEST_DATABASE_URL=... test-template-database.ts <database name>');
  await buildTemplateDatabase(adminUrl, name);
}
