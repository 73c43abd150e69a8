import { tmpdir } from 'node:os';
import pg from 'pg';
import { openDatabase } from '../database/database.js';
import { CarriersSeedService } from '../modules/carriers/carriers-seed.service.js';
import { CarriersRepository } from '../modules/carriers/carriers.repository.js';
import { ContentSeedService } from '../modules/content/content-seed.service.js';
import { ContentRepository } from '../modules/content/content.repository.js';
import { CountriesRepository } from '../modules/countries/countries.repository.js';
import { CountriesService } from '../modules/countries/countries.service.js';
import { ShopsSeedService } from '../modules/shops/shops-seed.service.js';
import { ShopsRepository } from '../modules/shops/shops.repository.js';
import { TaxonomyRepository } from '../modules/taxonomy/taxonomy.repository.js';

/** Key of the advisory lock under which one Jest worker builds the run's template while the others wait. */
const TEMPLATE_LOCK = 727_115_002;

/**
 * Makes sure the run's template database `name` exists (jest.global-setup.js names it): the first test that needs a
 * database builds it, under a lock, so Jest workers running side by side build it once. It is built under another
 * name and renamed when complete, so a failed build never leaves a half-filled template behind.
 */
export async function ensureTemplateDatabase(admin: pg.Client, adminUrl: string, name: string): Promise<void> {
  await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount) return;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    await fillTemplate(databaseUrl(adminUrl, building));
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * What every start of the API writes whatever its configuration, by the same services: the migrations, then the
 * reference data in the order app.module.ts lists their modules. Not the first admin nor the demo data: those follow each test's configuration.
 * A seed missing here costs time, not correctness: each test's start still runs every seed and adds what is missing.
 */
async function fillTemplate(url: string): Promise<void> {
  const connection = await openDatabase({ url, pgliteDir: tmpdir(), poolSize: 2 });
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
