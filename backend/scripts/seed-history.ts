import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../src/config/app-config.js';
import { openDatabase, type DatabaseConnection } from '../src/database/database.js';
import { writeHistory } from '../src/modules/stats/history/shipment-history.js';
import { StatsRepository } from '../src/modules/stats/stats.repository.js';
import { TrackingRepository } from '../src/modules/tracking/tracking.repository.js';
import { argument, progressBar } from './cli.js';

/** Writes `count` labelled demo shipments in batches (a fresh run id each time); the caller rebuilds the statistics. */
export async function seedHistory(connection: DatabaseConnection, count: number, seed: number): Promise<void> {
  const tracking = new TrackingRepository(connection);
  const runId = randomBytes(3).toString('hex').toUpperCase();
  await writeHistory((rows) => tracking.insertMany(rows), {
    count,
    seed,
    runId,
    progress: progressBar(count, 'shipments'),
  });
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
    const stats = new StatsRepository(connection);
    await stats.rebuildAll();
    await stats.rebuildForecastAccuracy(config.stats.minSample);
    console.log(
      `Wrote ${count} demo shipments; route statistics and forecast accuracy rebuilt in ${Date.now() - started} ms`,
    );
  } finally {
    await connection.close();
  }
}
