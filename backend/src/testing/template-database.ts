import { tmpdir } from 'node:os';
import pg from 'pg';
import { openDatabase, type DatabaseOptions } from '../database/database.js';
import { CarriersSeedService } from '../modules/carriers/carriers-seed.service.js';
import { CarriersRepository } from '../modules/carriers/carriers.repository.js';
import { ContentSeedService } from '../modules/content/content-seed.service.js';
import { ContentRepository } from '../modules/content/content.repository.js';
import { CountriesRepository } from '../modules/countries/countries.repository.js';
import { CountriesService } from '../modules/countries/countries.service.js';
import { ShopsSeedService } from '../modules/shops/shops-seed.service.js';
import { ShopsRepository } from '../modules/shops/shops.repository.js';
import { TaxonomyRepository } from '../modules/taxonomy/taxonomy.repository.js';

/**
 * Creates the template database `name` and fills it (jest.global-setup.js runs this once per test run, through
 * scripts/test-template-database.ts, before any test starts, so no test's time limit covers it). A failed build
 * drops what it created.
 */
export async function buildTemplateDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  try {
    await fillReferenceData({ url: databaseUrl(adminUrl, name), pgliteDir: tmpdir(), poolSize: 2 });
  } catch (error) {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Fills `database` (a PostgreSQL template, or the PGlite data directory the e2e product servers copy at start,
 * e2e/support/global-setup.ts) with what every start of the API writes whatever its configuration, by the same services: the migrations, then the
 * reference data in the order app.module.ts lists their modules. Not the first admin nor the demo data: those follow each test's configuration.
 * A seed missing here costs time, not correctness: each test's start still runs every seed and adds what is missing.
 */
export async function fillReferenceData(database: DatabaseOptions): Promise<void> {
  const connection = await openDatabase(database);
  try {
    await connection.migrate();
    await new CarriersSeedService(new CarriersRepository(connection)).onApplicationBootstrap();
    await new ContentSeedService(
      new ContentRepository(connection),
      new TaxonomyRepository(connection),
    ).onApplicationBootstrap();
    await new ShopsSeedService(new ShopsRepository(connection)).onApplicationBootstrap();
    await new CountriesService(new CountriesRepository(connection)).onApplicationBootstrap();
  } finally {
    await connection.close();
  }
}
