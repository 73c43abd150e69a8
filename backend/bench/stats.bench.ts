import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { argument } from '../scripts/cli.js';
import { seedHistory } from '../scripts/seed-history.js';
import { openDatabase } from '../src/database/database.js';
import { StatsRepository } from '../src/modules/stats/stats.repository.js';

/**
 * P4: the statistics rebuild on N shipments in PostgreSQL, side by side with a bare `SELECT count(*)` over the same
 * table: the hourly rebuild (the 90-day period moved forward, every route's figures recomputed from the delivery-time
 * histogram the trigger keeps) and the from-scratch rebuild (the histogram recounted from every shipment, then the
 * figures); and the time of one incremental update: a shipment on GB-FR is delivered (its row written, the trigger
 * counting it into the histogram) and the route's figures recomputed. Needs a PostgreSQL server:
 * BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
 * `--keep` leaves the seeded database behind; `--reuse <name>` measures again on such a database without seeding.
 */
const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const shipments = Number(argument('shipments', '1000000'));
const rounds = Number(argument('rounds', '3'));

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const best = async (work: () => Promise<unknown>, times: number) => {
  const results: number[] = [];
  for (let i = 0; i < times; i++) results.push(await timed(work));
  return results.sort((a, b) => a - b);
};

const reuse = argument('reuse', '');
if (reuse && !/^pp_bench_stats_[0-9a-f]{8}$/.test(reuse))
  throw new Error('--reuse takes a pp_bench_stats_… database name');
const name = reuse || `pp_bench_stats_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
if (!reuse) await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const connection = await openDatabase({ url: url.toString(), pgliteDir: '', poolSize: 4 });
try {
  await connection.migrate();
  if (!reuse) {
    console.log(`Seeding ${shipments.toLocaleString('en')} shipments into ${name}...`);
    await seedHistory(connection, shipments, 7);
  }
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query('VACUUM ANALYZE tracking_codes');
  const stats = new StatsRepository(connection);

  // Warms the cache for both, and counts what is measured (a reused database may hold another number).
  const { rows: counted } = await client.query<{ n: string }>('SELECT count(*) AS n FROM tracking_codes');
  const measured = Number(counted[0].n);
  const count = await best(() => client.query('SELECT count(*) FROM tracking_codes'), rounds);
  const rebuild = await best(() => stats.rebuildAll(), rounds);
  const fromScratch = await best(() => stats.rebuildFromShipments(), rounds);
  // One shipment on GB-FR goes back in transit (untimed) and is delivered again (timed), 20 times.
  const { rows: picked } = await client.query<{ id: string; delivered_date: Date }>(
    `SELECT id, delivered_date FROM tracking_codes
     WHERE origin_iso = 'GB' AND destination_iso = 'FR' AND status = 'delivered' LIMIT 1`,
  );
  const shipment = picked[0];
  const incremental: number[] = [];
  for (let i = 0; i < 20; i++) {
    await client.query(`UPDATE tracking_codes SET status = 'in transit', delivered_date = NULL WHERE id = $1`, [
      shipment.id,
    ]);
    incremental.push(
      await timed(async () => {
        await client.query(`UPDATE tracking_codes SET status = 'delivered', delivered_date = $2 WHERE id = $1`, [
          shipment.id,
          shipment.delivered_date,
        ]);
        await stats.refreshRoute('GB', 'FR');
      }),
    );
  }
  incremental.sort((a, b) => a - b);
  const routes = await client.query<{ n: string }>('SELECT count(*) AS n FROM route_stats');
  await client.end();

  const median = (values: number[]) => values[Math.floor(values.length / 2)];
  const ratio = rebuild[0] / count[0];
  const scratchRatio = fromScratch[0] / count[0];
  console.log(`\nStatistics benchmark: ${measured.toLocaleString('en')} shipments, ${routes.rows[0].n} route rows`);
  console.log('measure                                    best ms    median ms');
  console.log('-----------------------------------------  ---------  ---------');
  const line = (label: string, values: number[]) =>
    console.log(`${label.padEnd(41)}  ${values[0].toFixed(1).padStart(9)}  ${median(values).toFixed(1).padStart(9)}`);
  line('SELECT count(*) (baseline)', count);
  line('hourly rebuild (all routes, both periods)', rebuild);
  line('from-scratch rebuild (histogram + all)', fromScratch);
  line('one delivery: row + histogram + GB-FR', incremental);
  console.log(`\nhourly rebuild / count(*) = ${ratio.toFixed(2)}x (target <= 3x: ${ratio <= 3 ? 'met' : 'NOT met'})`);
  console.log(`from-scratch rebuild / count(*) = ${scratchRatio.toFixed(2)}x (the repair path, not scheduled)`);
  console.log(
    `incremental update = ${median(incremental).toFixed(2)} ms (target < 5 ms: ${median(incremental) < 5 ? 'met' : 'NOT met'})`,
  );
  const result = {
    p: 'P4',
    shipments: measured,
    baselineMs: count[0],
    valueMs: rebuild[0],
    ratio,
    fromScratchMs: fromScratch[0],
    fromScratchRatio: scratchRatio,
    incrementalMs: median(incremental),
  };
  console.log(`BENCH_JSON ${JSON.stringify(result)}`);
} finally {
  await connection.close();
  if (!reuse && !process.argv.includes('--keep')) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
