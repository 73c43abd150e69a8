import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../src/config/app-config.js';
import { openDatabase, type DatabaseConnection } from '../src/database/database.js';
import { historyRows, seededRandom } from '../src/modules/stats/history/shipment-history.js';
import { StatsRepository } from '../src/modules/stats/stats.repository.js';
import { TrackingRepository } from '../src/modules/tracking/tracking.repository.js';
import { argument, progressBar } from './cli.js';

const BATCH = 2000;

/** Writes `count` labelled demo shipments in batches, then rebuilds the route statistics. */
export async function seedHistory(connection: DatabaseConnection, count: number, seed: number): Promise<void> {
  const tracking = new TrackingRepository(connection);
  const random = seededRandom(seed);
  const runId = randomBytes(3).toString('hex').toUpperCase();
  const progress = progressBar(count, 'shipments');
  const now = Date.now();
  for (let from = 0; from < count; from += BATCH) {
    const to = Math.min(count, from + BATCH);
    await tracking.insertMany(historyRows(runId, from, to, random, now));
    progress(to);
  }
}

// Run as a script: `npm run seed:history -- --shipments 10000` (uses DATABASE_URL, or PGlite in DATA_DIR).
if (process.argv[1]?.endsWith('seed-history.ts')) {
  const count = Number(argument('shipments', '10000'));
  if (!Number.isInteger(count) || count < 1) throw new Error('--shipments must be a positive whole number');
  const config = loadConfig(process.env);
  const connection = await openDatabase(config.database);
  try {
    await connection.migrate();
    await seedHistory(connection, count, Number(argument('seed', '42')));
    const started = Date.now();
    await new StatsRepository(connection).rebuildAll();
    console.log(`Wrote ${count} demo shipments; route statistics rebuilt in ${Date.now() - started} ms`);
  } finally {
    await connection.close();
  }
}
