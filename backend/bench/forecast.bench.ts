import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { argument } from '../scripts/cli.js';
import { seedHistory } from '../scripts/seed-history.js';
import { openDatabase } from '../src/database/database.js';
import { ALL_CARRIERS } from '../src/database/schema/index.js';
import { StatsRepository } from '../src/modules/stats/stats.repository.js';

/**
 * The delivery forecast's measured accuracy on the generated history (the seed:history generator, seed 7), per lane:
 * the stored backtest of the statistics rebuild (parcels delivered in the last 90 days, forecast from those delivered
 * before; each parcel evaluated on day 0 and each day in transit before its delivery day). Calibration: how often the
 * 80% and 95% windows held against what they promise, per parcel, from dispatch only, and over every forecast.
 * Needs a PostgreSQL server: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
 * `--shipments N` (default 20000), `--min-sample N` (default 10); the database is dropped afterwards.
 */
const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const shipments = Number(argument('shipments', '20000'));
const minSample = Number(argument('min-sample', '10'));

const name = `pp_bench_forecast_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const connection = await openDatabase({ url: url.toString(), pgliteDir: '', poolSize: 4 });
const percent = (share: number) => `${(share * 100).toFixed(1)}%`.padStart(7);
try {
  await connection.migrate();
  console.log(`Seeding ${shipments.toLocaleString('en')} generated shipments into ${name}...`);
  await seedHistory(connection, shipments, 7);
  const stats = new StatsRepository(connection);
  await stats.rebuildAll();
  const lanes = await stats.forecastBacktests(minSample);
  lanes.sort(
    (a, b) =>
      a.originIso.localeCompare(b.originIso) ||
      a.destinationIso.localeCompare(b.destinationIso) ||
      (a.carrierCode === ALL_CARRIERS
        ? -1
        : b.carrierCode === ALL_CARRIERS
          ? 1
          : a.carrierCode.localeCompare(b.carrierCode)),
  );
  console.log(`\nForecast backtest, minimum sample ${minSample} (nominal: 80% and 95%)`);
  const header = [
    'lane'.padEnd(24),
    'parcels',
    'forecasts',
    'held80',
    'held95',
    'day0 80',
    'day0 95',
    'all 80',
    'all 95',
  ];
  console.log(header.map((cell) => cell.padStart(7)).join('  '));
  let parcels = 0;
  let held80 = 0;
  let held95 = 0;
  for (const { originIso, destinationIso, carrierCode, result } of lanes) {
    if (carrierCode === ALL_CARRIERS) {
      parcels += result.parcels;
      held80 += result.held80 * result.parcels;
      held95 += result.held95 * result.parcels;
    }
    const lane = `${originIso}-${destinationIso} ${carrierCode === ALL_CARRIERS ? '(all)' : carrierCode}`;
    console.log(
      [
        lane.padEnd(24),
        String(result.parcels).padStart(7),
        String(result.evaluations).padStart(9),
        percent(result.held80),
        percent(result.held95),
        percent(result.fromDispatch.held80),
        percent(result.fromDispatch.held95),
        percent(result.pooled.held80),
        percent(result.pooled.held95),
      ].join('  '),
    );
  }
  if (parcels > 0)
    console.log(
      `\nAll routes: ${parcels} parcels; 80% window held for ${percent(held80 / parcels).trim()}, ` +
        `95% window for ${percent(held95 / parcels).trim()} (per parcel, averaged over its evaluation days).`,
    );
} finally {
  await connection.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.end();
}
