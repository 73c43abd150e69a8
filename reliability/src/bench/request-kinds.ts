/**
 * `npm run bench:kinds`: the API's CPU time per request, by kind of request, so that a P9 figure can be taken apart.
 * The API as deployed (demo data, request log at `info` to a file, default rate limit), each request from one of
 * 50,000 visitor addresses, 10 connections for `--duration` seconds per kind after a 2 s warm-up; CPU (user and
 * system apart) from `/proc` of the API process. A "first" kind asks for a tracking number nobody asked for before on
 * every request, as the long tail of P9's Zipf mix does.
 *
 *   npm run bench:kinds -- [--duration 8] [--only "first result"] [--accept-encoding gzip] [--cpu-profile DIR]
 *
 * With --cpu-profile DIR the API writes a V8 CPU profile there when it stops (`kinds.cpuprofile`), of the kinds run
 * (`--only` picks them) and the warm-up.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAutocannon } from '../support/autocannon-run.js';
import { createScratchDatabase } from '../support/databases.js';
import { PrivateRedis } from '../support/private-redis.js';
import { installation, startApi } from '../support/product.js';
import { CaseContext } from '../support/suite.js';
import { cpuProfileArgs, option } from './command-line.js';
import { VISITOR_ADDRESSES, randomSource, trackingNumbers, visitorAddress } from './visitor-traffic.js';

const durationS = Number(option('duration', '8'));
const only = option('only', '');
const acceptEncoding = option('accept-encoding', 'gzip, deflate, br');
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

/** Warm numbers, asked for before the measurement: their lookups and result pages are cached. */
const WARM = 50;

const context = new CaseContext('kinds');
const scratch = mkdtempSync(join(tmpdir(), 'pp-kinds-'));
try {
  const redis = await PrivateRedis.start(context);
  const api = await startApi(context, 'api', {
    ...installation(await createScratchDatabase(context), redis.url, { DEMO_DATA: 'true', LOG_LEVEL: 'info' }),
    logFile: join(scratch, 'api.log'),
    nodeArgs: cpuProfileArgs(option('cpu-profile', ''), 'kinds'),
  });
  const random = randomSource(3);
  const numbers = trackingNumbers(WARM + 500_000, [], randomSource(11));
  const warm = numbers.slice(0, WARM);
  let unasked = WARM;
  const anyWarm = () => warm[Math.floor(random() * WARM)];
  const kinds: Record<string, () => string> = {
    'cached page /couriers/dhl': () => '/couriers/dhl',
    'kept list /api/public/carriers': () => '/api/public/carriers?page=1',
    'cached lookup': () => `/api/tracking/${anyWarm()}`,
    'cached result page': () => `/track/${anyWarm()}`,
    'GET /api/public-config': () => '/api/public-config',
    'refused: unknown parameter (400)': () => '/api/public/carriers?bogus=1',
    'unknown carrier (404)': () => `/api/public/carriers/no-such-carrier-${unasked++}`,
    'first lookup': () => `/api/tracking/${numbers[unasked++]}`,
    'first result page': () => `/track/${numbers[unasked++]}`,
  };
  for (const number of warm) {
    await fetch(`${api.baseUrl}/api/tracking/${number}`, { headers: { 'x-forwarded-for': visitorAddress(0) } });
    await fetch(`${api.baseUrl}/track/${number}`, { headers: { 'x-forwarded-for': visitorAddress(1) } });
  }
  const cpu = () => {
    const times = api.process.cpuTimes();
    if (!times) throw new Error('the API process has stopped');
    return times;
  };
  console.log(`API CPU per request, ${durationS} s per kind at 10 connections, Accept-Encoding: ${acceptEncoding}`);
  for (const [kind, path] of Object.entries(kinds).filter(([name]) => name.includes(only))) {
    const requests = (seconds: number) =>
      runAutocannon(
        {
          url: api.baseUrl,
          connections: 10,
          duration: seconds,
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => ({
                ...request,
                path: path(),
                headers: {
                  accept: 'text/html,application/json',
                  'accept-encoding': acceptEncoding,
                  'x-forwarded-for': visitorAddress(Math.floor(random() * VISITOR_ADDRESSES)),
                },
              }),
            },
          ],
        },
        context.signal,
      );
    await requests(2);
    const before = cpu();
    const result = await requests(durationS);
    const after = cpu();
    const perRequest = (seconds: number) => `${Math.round((seconds * 1e6) / result.requests.total)} µs`.padStart(8);
    console.log(
      `${kind.padEnd(34)} ${`${Math.round(result.requests.total / result.duration)}/s`.padStart(7)}  user ${perRequest(
        after.user - before.user,
      )}  system ${perRequest(after.system - before.system)}  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}`,
    );
  }
} finally {
  await context.cleanUp();
  rmSync(scratch, { recursive: true, force: true });
}
