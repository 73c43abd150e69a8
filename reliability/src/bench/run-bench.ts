import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { createScratchDatabase } from '../support/databases.js';
import { FakeDhl } from '../support/fake-dhl.js';
import { PrivateRedis } from '../support/private-redis.js';
import { repositoryRoot } from '../support/processes.js';
import { installation, startApi, type ApiProcess } from '../support/product.js';
import { CaseContext } from '../support/suite.js';
import { cpuProfileArgs, option } from './command-line.js';
import { loadReading, machineLine, markdownTable, notMeasured, textTable, type BenchRow } from './bench-table.js';
import { benchCachedPage } from './cached-page.bench.js';
import { benchColdLookup, benchRefresh } from './carrier.bench.js';
import { benchDetection, benchStatistics } from './child-bench.js';
import { buildProblems } from './build-current.js';
import { benchJavaScript, benchLighthouse } from './frontend.bench.js';
import { AD_CLIENT_ID, AD_ORIGIN, startAdStub } from './ad-stub.js';
import { benchMixedTraffic } from './mixed-traffic.bench.js';
import { MEMORY_PROBE_NODE_ARGS } from './memory-breakdown.js';

const loadBefore = loadReading();
const ALL = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8', 'P9'];
const onlyGiven = process.argv.includes('--only');
const only = option('only', ALL.join(','))
  .split(',')
  .map((p) => p.trim().toUpperCase());
/**
 * P7 (Lighthouse, 3 runs x 4 pages x ads off and on: several minutes) runs only when asked for, with `--lighthouse`
 * or by name in `--only`, so a routine run stays quick.
 */
const lighthouseAsked = process.argv.includes('--lighthouse') || (onlyGiven && only.includes('P7'));
const skipped = new Set(lighthouseAsked ? [] : ['P7']);
const shipments = Number(option('shipments', '1000000'));
const refreshShipments = Number(option('refresh-shipments', '10000'));
const durationS = Number(option('duration', '10'));
/** Each of the two rounds of mixed traffic (P9, then P8). */
const mixedDurationS = Number(option('mixed-duration', '60'));
const refreshConcurrency = 20;
/** With --profile DIR, each API process writes a V8 tick log there (read it with `node --prof-process FILE`). */
const profileDirectory = option('profile', '');
/**
 * With --cpu-profile DIR, each API process writes a V8 CPU profile there when it stops (`<group>.cpuprofile`, for
 * Chrome DevTools or `reliability/src/bench/profile-summary.ts`), and after P8 the demo API writes a heap snapshot there.
 */
const cpuProfileDirectory = option('cpu-profile', '');
/**
 * With --api-env NAME=VALUE,NAME=VALUE, the demo API (P1, P8, P9) runs with these variables as well, to compare a
 * deployment setting (MALLOC_ARENA_MAX, NODE_OPTIONS) side by side with the product's defaults.
 */
const apiEnv = Object.fromEntries(
  option('api-env', '')
    .split(',')
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
/**
 * With --api-node-args "A B", the demo API gets these node options after the product's own (a V8 flag given twice:
 * the last wins), e.g. `--max-old-space-size=4096` for V8's default heap sizing on this machine.
 */
const apiNodeArgs = option('api-node-args', '').split(' ').filter(Boolean);
const databaseServer =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
process.env.TEST_DATABASE_URL = databaseServer; // the scratch databases of the reliability support code
/** Only for P2/P3, whose load comes from the loopback carrier and the workers, not from visitors. */
const RATE_LIMIT_FOR_LOAD = '1000000000';

const TITLES: Record<string, { what: string; target: string }> = {
  P1: { what: 'cached landing page throughput', target: '>= 0.5x' },
  P2: { what: 'cold lookup overhead', target: 'overhead <= 30 ms, 1 carrier call' },
  P3: { what: 'background refresh rate', target: '>= 0.9x' },
  P4: { what: 'statistics rebuild (hourly, from scratch)', target: '<= 3x (each)' },
  P5: { what: 'carrier detection throughput', target: '>= 2x' },
  P6: { what: 'gzip JavaScript of / and /couriers/dhl', target: '/ <= 170.0 KB' },
  P7: { what: 'Lighthouse mobile', target: 'each >= 95' },
  P8: { what: 'API resident memory after the mixed traffic', target: '<= 300.0 MB' },
  P9: { what: 'mixed visitor traffic', target: 'p99 <= 100 ms, no 5xx' },
};

const rows = new Map<string, BenchRow>();
const wanted = (...ps: string[]) => ps.some((p) => only.includes(p) && !skipped.has(p));

function failed(p: string, error: unknown): void {
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  console.error(`${p} could not be measured: ${error instanceof Error ? error.stack : reason}`);
  rows.set(p, notMeasured(p, TITLES[p].what, TITLES[p].target, reason));
}

/** Node options of the API process of one group: none, or the V8 profiler when --profile is given. */
function profiling(name: string): string[] {
  const args: string[] = [];
  if (profileDirectory) {
    mkdirSync(profileDirectory, { recursive: true });
    args.push('--prof', '--no-logfile-per-isolate', `--logfile=${join(profileDirectory, `${name}.v8.log`)}`);
  }
  args.push(...cpuProfileArgs(cpuProfileDirectory, name));
  return args;
}

/** Asks the API for a heap snapshot (SIGUSR2, see `profiling`) and waits until the file is written. */
async function heapSnapshot(context: CaseContext, api: ApiProcess): Promise<void> {
  const before = new Set(readdirSync(cpuProfileDirectory));
  api.process.kill('SIGUSR2');
  // V8 writes the snapshot synchronously on the main thread; the API answers again once it is complete.
  for (let waited = 0; waited < 300; waited++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const written = readdirSync(cpuProfileDirectory).find(
      (file) => file.endsWith('.heapsnapshot') && !before.has(file),
    );
    if (
      written &&
      (await fetch(`${api.baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      context.log(`heap snapshot: ${join(cpuProfileDirectory, written)}`);
      return;
    }
  }
  context.log('no heap snapshot within 300 s');
}

/** Runs `work` for the group `ps` with a context whose cleanup (processes, databases) runs right after it. */
async function group(name: string, ps: string[], work: (context: CaseContext) => Promise<void>): Promise<void> {
  const chosen = ps.filter((p) => wanted(p));
  if (chosen.length === 0) return;
  console.log(`\n${chosen.join(', ')}: ${name}`);
  const context = new CaseContext(chosen.join('+'));
  current = context;
  try {
    await work(context);
  } catch (error) {
    for (const p of chosen) if (!rows.has(p)) failed(p, error);
  } finally {
    await context.cleanUp();
    current = undefined;
  }
}

let current: CaseContext | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal} received, cleaning up`);
    void (current?.cleanUp() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

const scratch = mkdtempSync(join(tmpdir(), 'pp-bench-'));
process.once('exit', () => rmSync(scratch, { recursive: true, force: true }));

const stale = buildProblems();
if (stale.length > 0) {
  console.error(`The build is older than its sources; run \`npm run build\` first:\n- ${stale.join('\n- ')}`);
  process.exit(2);
}

/**
 * As deployed: request log at `info` written to a file, the default rate limit (RATE_LIMIT_PER_MINUTE 600 per
 * visitor), the default proxy trust (loopback, so the visitor is the X-Forwarded-For address), demo data on.
 */
await group('the product as deployed, with its demo data', ['P1', 'P9', 'P8', 'P6'], async (context) => {
  const redis = await PrivateRedis.start(context);
  const databaseUrl = await createScratchDatabase(context);
  const logFile = join(scratch, 'api.log');
  const api = await startApi(context, 'api', {
    ...installation(databaseUrl, redis.url, { DEMO_DATA: 'true', LOG_LEVEL: 'info', ...apiEnv }),
    // The probe lets P8 say where the API's resident memory is (memory-breakdown.ts); it only adds a signal handler.
    nodeArgs: [...MEMORY_PROBE_NODE_ARGS, ...apiNodeArgs, ...profiling('api-demo')],
    logFile,
  });
  context.log(`the API logs to ${logFile}`);
  if (wanted('P1'))
    await benchCachedPage(context, api, scratch, durationS).then(
      (row) => rows.set('P1', row),
      (error) => failed('P1', error),
    );
  if (wanted('P9', 'P8')) {
    try {
      for (const row of await benchMixedTraffic(context, api, mixedDurationS)) rows.set(row.p, row);
      if (cpuProfileDirectory) {
        await heapSnapshot(context, api);
      }
    } catch (error) {
      failed('P9', error);
      failed('P8', error);
    }
  }
  if (wanted('P6'))
    await benchJavaScript(context, api.baseUrl).then(
      (row) => rows.set('P6', row),
      (error) => failed('P6', error),
    );
});

/** Two products as deployed from the same build and demo data, one with an ad client id whose tag is a stub. */
await group('Lighthouse, ads off and on (a stubbed ad tag on loopback)', ['P7'], async (context) => {
  const redis = await PrivateRedis.start(context);
  const stub = await startAdStub(context);
  const start = async (name: string, env: Record<string, string>) =>
    startApi(context, name, {
      ...installation(await createScratchDatabase(context), redis.url, {
        DEMO_DATA: 'true',
        LOG_LEVEL: 'info',
        ...env,
      }),
      logFile: join(scratch, `${name}.log`),
    });
  const adsOff = await start('api-ads-off', {});
  const adsOn = await start('api-ads-on', { AD_CLIENT_ID, AD_NETWORK_ORIGINS: AD_ORIGIN });
  const row = await benchLighthouse(context, {
    adsOff: adsOff.baseUrl,
    adsOn: adsOn.baseUrl,
    adsChromiumFlags: stub.chromiumFlags,
  });
  // Ads on must have loaded the tag and filled the slots, or the comparison says nothing.
  if (!stub.requests.get('/pagead/js/adsbygoogle.js') || !stub.requests.get('/ad.html'))
    throw new Error(`the pages with ads on loaded no ad from the stub (${JSON.stringify([...stub.requests])})`);
  context.log(`ad stub requests: ${JSON.stringify(Object.fromEntries(stub.requests))}`);
  rows.set('P7', row);
});

await group('the product against a loopback DHL API', ['P2', 'P3'], async (context) => {
  const redis = await PrivateRedis.start(context);
  const databaseUrl = await createScratchDatabase(context);
  const dhl = await FakeDhl.start(context);
  const api = await startApi(context, 'api', {
    ...installation(databaseUrl, redis.url, {
      RATE_LIMIT_PER_MINUTE: RATE_LIMIT_FOR_LOAD,
      DHL_API_KEY: 'bench',
      DHL_API_URL: dhl.baseUrl,
      CARRIER_RATE_LIMITS: 'dhl:100000',
      TRACKING_REFRESH_INTERVAL_MS: '1000',
      TRACKING_REFRESH_CONCURRENCY: String(refreshConcurrency),
    }),
    nodeArgs: profiling('api-carrier'),
  });
  if (wanted('P2'))
    await benchColdLookup(context, api.baseUrl, dhl).then(
      (row) => rows.set('P2', row),
      (error) => failed('P2', error),
    );
  if (wanted('P3'))
    await benchRefresh(context, databaseUrl, dhl, refreshShipments, refreshConcurrency).then(
      (row) => rows.set('P3', row),
      (error) => failed('P3', error),
    );
});

await group('carrier detection (backend/bench/detect.bench.ts)', ['P5'], async () => {
  rows.set('P5', await benchDetection());
});

await group('statistics rebuild (backend/bench/stats.bench.ts)', ['P4'], async () => {
  rows.set('P4', await benchStatistics(shipments, databaseServer));
});

for (const p of skipped)
  if (only.includes(p)) rows.set(p, notMeasured(p, TITLES[p].what, TITLES[p].target, 'optional: `--lighthouse`'));
const table = ALL.map((p) => rows.get(p)).filter((row): row is BenchRow => row !== undefined);
const machine = machineLine(loadBefore);
const finishedAt = new Date().toISOString();
console.log(`\nBenchmarks, ${finishedAt}, ${machine}\n`);
console.log(textTable(table));

if (only.length === ALL.length) {
  mkdirSync(join(repositoryRoot, 'reliability/results'), { recursive: true });
  writeFileSync(
    join(repositoryRoot, 'reliability/results/bench.json'),
    `${JSON.stringify({ finishedAt, machine, options: { shipments, refreshShipments, durationS }, rows: table }, null, 2)}\n`,
  );
  await writeDocument(table);
} else {
  console.log('\n(a run of some benchmarks only: docs/PERFORMANCE.md is left as it is)');
}
process.exit(table.some((row) => row.met !== true && !skipped.has(row.p)) ? 1 : 0);

/** Replaces the generated part of docs/PERFORMANCE.md (between its markers) with this run's table. */
async function writeDocument(measured: BenchRow[]): Promise<void> {
  const file = join(repositoryRoot, 'docs/PERFORMANCE.md');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const generated = [
    start,
    '',
    `Latest run: ${finishedAt}, ${machine}; \`npm run bench -- ${process.argv.slice(2).join(' ')}\``.replace(
      / -- `$/,
      '`',
    ),
    '',
    markdownTable(measured),
    '',
    end,
  ].join('\n');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : `# Performance\n\n${start}\n${end}\n`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  if (from < 0 || to < 0) throw new Error(`${file} lacks the ${start} ... ${end} markers`);
  const text = current.slice(0, from) + generated + current.slice(to + end.length);
  // Formatted as `npm run lint` checks it, so a fresh run can be committed as it is.
  writeFileSync(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
  console.log(`\nwritten to docs/PERFORMANCE.md and reliability/results/bench.json`);
}
