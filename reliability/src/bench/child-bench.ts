import { join } from 'node:path';
import { repositoryRoot, runCommand } from '../support/processes.js';
import { ms, perSecond, type BenchRow } from './bench-table.js';

const MARKER = 'BENCH_JSON ';

/** Runs one of the backend's own benchmarks (backend/bench/*.bench.ts) and reads the `BENCH_JSON {...}` it ends with. */
async function childBench(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<Record<string, unknown>> {
  const { code, output } = await runCommand(
    'node',
    ['--import', '@swc-node/register/esm-register', `bench/${file}`, ...args],
    { cwd: join(repositoryRoot, 'backend'), env, timeoutMs: 60 * 60 * 1000, allowFailure: true },
  );
  const line = output
    .split('\n')
    .reverse()
    .find((text) => text.startsWith(MARKER));
  if (!line) throw new Error(`${file} (exit code ${code}) printed no ${MARKER.trim()} line:\n${output.slice(-2000)}`);
  return JSON.parse(line.slice(MARKER.length)) as Record<string, unknown>;
}

function numberField(result: Record<string, unknown>, name: string): number {
  const value = result[name];
  if (typeof value !== 'number') throw new Error(`BENCH_JSON has no number "${name}": ${JSON.stringify(result)}`);
  return value;
}

/**
 * P4: the statistics rebuild against `SELECT count(*)` over the same table (backend/bench/stats.bench.ts), on the
 * shipments `seed:history` writes: the hourly job (every route recomputed from the histogram the trigger keeps) and,
 * next to it, the from-scratch rebuild (the histogram recounted from every shipment, the repair path). The target
 * holds for both: a rebuild, scheduled or not, costs at most three scans of the table.
 */
export async function benchStatistics(shipments: number, databaseUrl: string): Promise<BenchRow> {
  const result = await childBench('stats.bench.ts', ['--shipments', String(shipments)], {
    ...process.env,
    BENCH_DATABASE_URL: databaseUrl,
  });
  const hourly = numberField(result, 'ratio');
  const fromScratch = numberField(result, 'fromScratchRatio');
  const incremental = typeof result.incrementalMs === 'number' ? `; one route ${ms(result.incrementalMs)}` : '';
  return {
    p: 'P4',
    what: `statistics rebuild, ${numberField(result, 'shipments').toLocaleString('en-US')} shipments`,
    raw:
      `hourly ${ms(numberField(result, 'valueMs'))}; from scratch ${ms(numberField(result, 'fromScratchMs'))}` +
      incremental,
    baseline: `${ms(numberField(result, 'baselineMs'))} (SELECT count(*))`,
    ratio: `hourly ${hourly.toFixed(2)}x, from scratch ${fromScratch.toFixed(2)}x`,
    target: '<= 3x (each)',
    met: hourly <= 3 && fromScratch <= 3,
  };
}

/** P5: carrier detection against ts-tracking-number on the same numbers (backend/bench/detect.bench.ts). */
export async function benchDetection(): Promise<BenchRow> {
  const result = await childBench('detect.bench.ts', [], process.env);
  const ratio = numberField(result, 'ratio');
  return {
    p: 'P5',
    what: `carrier detection, ${numberField(result, 'numbers').toLocaleString('en-US')} mixed numbers`,
    raw: perSecond(numberField(result, 'valuePerSecond')),
    baseline: `${perSecond(numberField(result, 'baselinePerSecond'))} (ts-tracking-number)`,
    ratio: `${ratio.toFixed(1)}x`,
    target: '>= 2x',
    met: ratio >= 2,
  };
}
