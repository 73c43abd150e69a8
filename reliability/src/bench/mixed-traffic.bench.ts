import type { ApiProcess } from '../support/product.js';
import { runAutocannon } from '../support/autocannon-run.js';
import { sleep, type CaseContext } from '../support/suite.js';
import { megabytes, perSecond, type BenchRow } from './bench-table.js';
import { breakdownText, memoryBreakdown, type MemoryBreakdown } from './memory-breakdown.js';
import {
  TRACKING_NUMBERS,
  mixedRequest,
  randomSource,
  sitemapPaths,
  trackingNumbers,
  visitorRequests,
} from './visitor-traffic.js';

const CONNECTIONS = 50;
const ROUNDS = 2;
const P9_MAX_P99_MS = 100;
const P8_MAX_RSS_BYTES = 300 * 1024 * 1024;
/** The demo shipments every fresh installation has (DEMO_DATA): the most followed numbers of the mix. */
const DEMO_NUMBERS = ['1Z5R89390357567127'];

interface Round {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** The API process's CPU time per answered request (user + system): moves far less with the host's load. */
  cpuUsPerRequest: number;
  statuses: Record<number, number>;
  errors: number;
  rssAfter: number;
  /** Where that resident memory is (the API runs with the memory probe). */
  breakdown: MemoryBreakdown;
}

/**
 * P9 and P8: `ROUNDS` rounds of `durationS` of mixed visitor traffic (tracking result pages and API lookups over
 * 10,000 numbers, the sitemap's landing pages, public lists; Zipf-distributed; 50,000 visitor addresses) at
 * `CONNECTIONS` connections, then the API's resident memory.
 */
export async function benchMixedTraffic(context: CaseContext, api: ApiProcess, durationS: number): Promise<BenchRow[]> {
  const pages = await sitemapPaths(api.baseUrl);
  const numbers = trackingNumbers(TRACKING_NUMBERS, DEMO_NUMBERS, randomSource(7));
  context.log(`mixed traffic over ${pages.length} pages and ${numbers.length} tracking numbers`);
  const rounds: Round[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const cpuBefore = api.process.cpuSeconds() ?? Number.NaN;
    const result = await runAutocannon(
      {
        url: api.baseUrl,
        connections: CONNECTIONS,
        duration: durationS,
        timeout: 10,
        requests: visitorRequests(mixedRequest({ pages, numbers }, round), 100 + round),
      },
      context.signal,
    );
    const cpuUsed = (api.process.cpuSeconds() ?? Number.NaN) - cpuBefore;
    await sleep(2000, context.signal);
    const statuses: Record<number, number> = {};
    for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {}))
      statuses[Number(status)] = count ?? 0;
    rounds.push({
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      cpuUsPerRequest: Math.round((cpuUsed * 1e6) / result.requests.total),
      statuses,
      errors: result.errors + result.timeouts,
      rssAfter: api.process.residentBytes() ?? Number.NaN,
      breakdown: await memoryBreakdown(api.process),
    });
    context.log(`round ${round}: ${JSON.stringify(rounds.at(-1))}`);
  }
  const last = rounds.at(-1)!;
  const fiveXx = rounds.reduce(
    (sum, round) =>
      sum + Object.entries(round.statuses).reduce((s, [status, n]) => s + (Number(status) >= 500 ? n : 0), 0),
    0,
  );
  const limited = rounds.reduce((sum, round) => sum + (round.statuses[429] ?? 0), 0);
  const worstP99 = Math.max(...rounds.map((round) => round.p99));
  const clean = fiveXx === 0 && rounds.every((round) => round.errors === 0);
  const statusText = (round: Round) =>
    Object.entries(round.statuses)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
  return [
    {
      p: 'P9',
      what: `mixed visitor traffic (${CONNECTIONS} connections, 50,000 visitors, ${ROUNDS} rounds of ${durationS} s)`,
      raw: rounds
        .map(
          (round, i) =>
            `round ${i + 1}: ${perSecond(round.rps)}, p50 ${round.p50} ms, p99 ${round.p99} ms, ` +
            `${round.cpuUsPerRequest} µs API CPU per request`,
        )
        .join('; '),
      baseline: '—',
      ratio: `p99 ${worstP99} ms`,
      target: `p99 <= ${P9_MAX_P99_MS} ms, no 5xx`,
      met: clean && worstP99 <= P9_MAX_P99_MS,
      note: `answers ${rounds.map(statusText).join(' | ')}; ${limited} refused by the rate limit`,
    },
    {
      p: 'P8',
      what: `API resident memory after ${ROUNDS} x ${durationS} s of mixed traffic (PostgreSQL)`,
      raw: rounds.map((round, i) => `after round ${i + 1}: ${megabytes(round.rssAfter)}`).join(', '),
      baseline: '—',
      ratio: '—',
      target: `<= ${megabytes(P8_MAX_RSS_BYTES)}`,
      met: last.rssAfter <= P8_MAX_RSS_BYTES,
      note: rounds.map((round, i) => `after round ${i + 1}: ${breakdownText(round.breakdown)}`).join(' | '),
    },
  ];
}
