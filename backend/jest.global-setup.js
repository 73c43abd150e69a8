import { randomBytes } from 'node:crypto';

/**
 * With TEST_DATABASE_URL: names the run's template database, which every test database copies with CREATE DATABASE
 * ... TEMPLATE instead of applying the migrations and writing the reference data again (~3 s per application start
 * on this project's CI machine). The first test that needs a database builds it (src/testing/template-database.ts,
 * with the code Jest has already compiled); the name reaches the test workers through the environment, which they
 * inherit, and jest.global-teardown.js drops it. Without TEST_DATABASE_URL (PGlite) there is nothing to share.
 */
export default function globalSetup() {
  if (process.env.TEST_DATABASE_URL) {
    process.env.TEST_TEMPLATE_DATABASE = `pp_template_${randomBytes(6).toString('hex')}`;
  }
}
