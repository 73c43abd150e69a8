import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { runAutocannon } from '../support/autocannon-run.js';
import { ManagedProcess } from '../support/processes.js';
import type { CaseContext } from '../support/suite.js';
import { perSecond, type BenchRow } from './bench-table.js';
import { visitorRequests } from './visitor-traffic.js';

/** A landing page every visitor sees alike: served from the page cache once rendered. */
export const CACHED_PATH = '/couriers/dhl';
const CONNECTIONS = 100;
const WARM_UP_S = 3;
/** Each side is loaded this many times, taking turns, and its median round counts: load from elsewhere on a shared
 * host drifts over a minute, and taking turns spreads it over both sides alike. */
const ROUNDS = 3;
const P1_MIN_RATIO = 0.5;
/** Headers node:http writes itself on every answer; the bare server lets it write them too. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The answer a browser gets (its compression and accept headers), kept as bytes. */
function record(url: string): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!TRANSPORT_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
        }
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('base64') });
      });
    })
      .on('error', reject)
      .end();
  });
}

async function startBareServer(
  context: CaseContext,
  directory: string,
  answer: RecordedAnswer,
): Promise<{ url: string; process: ManagedProcess }> {
  const file = join(directory, 'recorded-answer.json');
  writeFileSync(file, JSON.stringify(answer));
  const server = ManagedProcess.start(
    'bare node:http server',
    'node',
    ['--import', '@swc-node/register/esm-register', 'reliability/src/bench/bare-server.ts', file],
    { env: { PATH: process.env.PATH } },
  );
  context.defer('stop the bare server', () => server.stop());
  await server.waitForOutput(/listening on \d+/, 30_000);
  const port = /listening on (\d+)/.exec(server.logs())?.[1];
  return { url: `http://127.0.0.1:${port}`, process: server };
}

interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** CPU time the server process used per answered request during the measured load, in microseconds. */
  cpuUsPerRequest: number;
}

async function load(
  context: CaseContext,
  server: { url: string; process: ManagedProcess },
  durationS: number,
): Promise<LoadFigures> {
  const options: autocannon.Options = {
    url: server.url,
    // Each request from one of many visitors (X-Forwarded-For), with a browser's headers; the bare server ignores them.
    requests: visitorRequests(() => ({ path: CACHED_PATH, page: true }), 1),
    connections: CONNECTIONS,
    duration: durationS,
    timeout: 10,
  };
  await runAutocannon({ ...options, duration: WARM_UP_S }, context.signal);
  const cpuBefore = server.process.cpuSeconds() ?? Number.NaN;
  const result = await runAutocannon(options, context.signal);
  const cpuUsed = (server.process.cpuSeconds() ?? Number.NaN) - cpuBefore;
  return {
    cpuUsPerRequest: Math.round((cpuUsed * 1e6) / result.requests.total),
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The round whose value of `key` is the median, and the range of that value over the rounds. */
function medianRound(rounds: LoadFigures[], key: 'rps' | 'p99'): { median: LoadFigures; range: string } {
  const sorted = [...rounds].sort((a, b) => a[key] - b[key]);
  const median = sorted[Math.floor(sorted.length / 2)];
  const format = (value: number) => (key === 'rps' ? perSecond(value) : `${value}`);
  return { median, range: `${format(sorted[0][key])}–${format(sorted.at(-1)![key])}` };
}

/** Median figures over the rounds: each of throughput, p99 and CPU per request taken on its own. */
function summarise(rounds: LoadFigures[]): LoadFigures & { rpsRange: string; p99Range: string } {
  const rps = medianRound(rounds, 'rps');
  const p99 = medianRound(rounds, 'p99');
  const cpu = [...rounds].sort((a, b) => a.cpuUsPerRequest - b.cpuUsPerRequest)[Math.floor(rounds.length / 2)];
  return {
    ...rps.median,
    p99: p99.median.p99,
    cpuUsPerRequest: cpu.cpuUsPerRequest,
    requests: rounds.reduce((sum, round) => sum + round.requests, 0),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    rpsRange: rps.range,
    p99Range: p99.range,
  };
}

/**
 * P1: autocannon (100 connections, many visitor addresses) on a cached landing page of the running product, side by
 * side with a bare node:http server answering the very bytes the product answered, `ROUNDS` rounds each, taking turns.
 */
export async function benchCachedPage(
  context: CaseContext,
  api: { baseUrl: string; process: ManagedProcess },
  scratchDirectory: string,
  durationS: number,
): Promise<BenchRow> {
  const answer = await record(`${api.baseUrl}${CACHED_PATH}`);
  if (answer.status !== 200) throw new Error(`${CACHED_PATH} answered ${answer.status} before the load`);
  const bareServer = await startBareServer(context, scratchDirectory, answer);

  const bareRounds: LoadFigures[] = [];
  const productRounds: LoadFigures[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    bareRounds.push(await load(context, bareServer, durationS));
    context.log(`round ${round} bare: ${JSON.stringify(bareRounds.at(-1))}`);
    productRounds.push(await load(context, { url: api.baseUrl, process: api.process }, durationS));
    context.log(`round ${round} product: ${JSON.stringify(productRounds.at(-1))}`);
  }
  const bare = summarise(bareRounds);
  const product = summarise(productRounds);

  const ratio = product.rps / bare.rps;
  const clean = product.non2xx === 0 && product.errors === 0;
  return {
    p: 'P1',
    what: `cached page ${CACHED_PATH} (${CONNECTIONS} connections, 50,000 visitors, median of ${ROUNDS} rounds of ${durationS} s)`,
    raw:
      `${perSecond(product.rps)} (${product.rpsRange}), p50 ${product.p50} ms, ` +
      `p99 ${product.p99} ms (${product.p99Range}), ${product.cpuUsPerRequest} µs CPU each`,
    baseline:
      `${perSecond(bare.rps)} (${bare.rpsRange}), p99 ${bare.p99} ms (${bare.p99Range}), ` +
      `${bare.cpuUsPerRequest} µs CPU each (bare node:http)`,
    ratio: `${ratio.toFixed(2)}x`,
    target: `>= ${P1_MIN_RATIO}x`,
    met: clean && ratio >= P1_MIN_RATIO,
    note: clean
      ? undefined
      : `${product.non2xx} non-2xx answers and ${product.errors} errors/timeouts out of ${product.requests}`,
  };
}
