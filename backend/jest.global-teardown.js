import pg from 'pg';

/** Drops the run's template database (jest.global-setup.js). */
export default async function globalTeardown() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const name = process.env.TEST_TEMPLATE_DATABASE;
  if (!adminUrl || !name) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
