import { createScratchDatabase } from '../support/databases.js';
import { FakeDhl, type DhlBehaviour } from '../support/fake-dhl.js';
import { field, http } from '../support/http.js';
import { PrivateRedis } from '../support/private-redis.js';
import { installation, startApi } from '../support/product.js';
import { dhlNumbers, eventCounts } from '../support/shipments.js';
import type { CaseContext, SuiteCase } from '../support/suite.js';

const TIMEOUT_MS = 1000;

interface Failure {
  name: string;
  behaviour: DhlBehaviour;
  /** Calls one lookup makes: 3 attempts for what a retry may cure, 1 for a body no retry can fix. */
  attempts: number;
  /** The least time between two attempts (backoff, Retry-After or the timeout). */
  minimumGaps: number[];
}

const FAILURES: Failure[] = [
  {
    name: '500',
    behaviour: { kind: 'status', status: 500, body: 'Internal Server Error' },
    attempts: 3,
    // Exponential backoff with equal jitter from 500 ms: 250–500 ms, then 500–1000 ms.
    minimumGaps: [240, 490],
  },
  {
    name: '429 with Retry-After: 1',
    behaviour: {
      kind: 'status',
      status: 429,
      body: '{"title":"Too many requests"}',
      headers: { 'content-type': 'application/json', 'retry-after': '1' },
    },
    attempts: 3,
    minimumGaps: [990, 990],
  },
  {
    name: 'garbage (not JSON)',
    behaviour: { kind: 'garbage', body: '<html><body>Gateway error</body>' },
    attempts: 1,
    minimumGaps: [],
  },
  {
    name: 'garbage (JSON of another shape)',
    behaviour: { kind: 'garbage', body: '{"shipments":"maintenance"}' },
    attempts: 1,
    minimumGaps: [],
  },
  {
    name: 'hanging',
    behaviour: { kind: 'hang' },
    attempts: 3,
    minimumGaps: [TIMEOUT_MS + 240, TIMEOUT_MS + 490],
  },
];

async function lookUp(context: CaseContext, baseUrl: string, number: string) {
  const answer = await http(`${baseUrl}/api/tracking/${number}`, { timeoutMs: 30_000 });
  // Recorded only when it fails: every lookup of this case must answer 200 (never a 5xx to the visitor).
  if (answer.status !== 200) {
    context.check(
      false,
      `the lookup of ${number} answers 200`,
      `${answer.status} ${answer.error ?? answer.text.slice(0, 200)}`,
    );
  }
  return answer;
}

/**
 * The DHL API (a loopback server) answers 500, 429, garbage and nothing at all: each call is retried with backoff
 * where a retry can help, five failed calls open the circuit (calls then fail at once without reaching DHL), the
 * stored events stay, and the answer says `failure: "ERROR"` so the page can say the carrier is not answering.
 */
export const carrierFailures: SuiteCase = {
  id: 'carrier-failures',
  title: 'Carrier answering 500, 429, garbage and hanging: retries with backoff, circuit opens, events kept',
  timeoutMs: 180_000,
  async run(context) {
    const redis = await PrivateRedis.start(context);
    const databaseUrl = await createScratchDatabase(context);
    const dhl = await FakeDhl.start(context);
    const { baseUrl, process: api } = await startApi(
      context,
      'api',
      installation(databaseUrl, redis.url, {
        DHL_API_KEY: 'reliability',
        DHL_API_URL: dhl.baseUrl,
        CARRIER_RATE_LIMITS: 'dhl:1000',
        CARRIER_TIMEOUT_MS: String(TIMEOUT_MS),
        // Every lookup asks the carrier again, as a refresh would.
        TRACKING_FRESH_SECONDS: '0',
        TRACKING_REFRESH_INTERVAL_MS: '3600000',
        RATE_LIMIT_PER_MINUTE: '100000',
      }),
    );
    const [number, unseen] = dhlNumbers(2);

    dhl.behaviour = { kind: 'shipment', events: 2 };
    const first = await lookUp(context, baseUrl, number);
    context.check(
      field(first, 'status') === 'in transit' && field<unknown[]>(first, 'records')?.length === 2,
      'the carrier answers: in transit with 2 events',
      first.text.slice(0, 300),
    );

    let totalCalls = 0;
    for (const failure of FAILURES) {
      dhl.behaviour = failure.behaviour;
      const before = dhl.calls({ number }).length;
      const answer = await lookUp(context, baseUrl, number);
      const calls = dhl.calls({ number }).slice(before);
      totalCalls += calls.length;
      const gaps = calls.slice(1).map((call, index) => Math.round(call.receivedAt - calls[index].receivedAt));
      context.figure(`${failure.name}: calls, gaps between them (ms)`, `${calls.length}, [${gaps.join(', ')}]`);
      context.check(
        calls.length === failure.attempts,
        `${failure.name}: ${failure.attempts} attempt(s)`,
        `${calls.length}`,
      );
      context.check(
        failure.minimumGaps.every((minimum, index) => (gaps[index] ?? 0) >= minimum),
        failure.minimumGaps.length > 0
          ? `${failure.name}: the retries wait at least ${failure.minimumGaps.join(' then ')} ms`
          : `${failure.name}: no retry (a retry cannot fix the body)`,
        `gaps ${gaps.join(', ')}`,
      );
      context.check(
        field(answer, 'failure') === 'ERROR' &&
          field(answer, 'status') === 'in transit' &&
          field<unknown[]>(answer, 'records')?.length === 2,
        `${failure.name}: the answer keeps the 2 stored events and says failure "ERROR"`,
        answer.text.slice(0, 300),
      );
    }

    const callsBefore = dhl.calls().length;
    const open = await lookUp(context, baseUrl, number);
    const fresh = await lookUp(context, baseUrl, unseen);
    context.figure('lookups answered with the circuit open (ms)', `${Math.round(open.ms)}, ${Math.round(fresh.ms)}`);
    context.check(dhl.calls().length === callsBefore, 'after 5 failed calls the circuit is open: DHL is not called');
    context.check(open.ms < 1000 && fresh.ms < 1000, 'with the circuit open, lookups answer at once (under 1 s)');
    context.check(
      field(open, 'failure') === 'ERROR' && field<unknown[]>(open, 'records')?.length === 2,
      'a stored shipment keeps its events and says failure "ERROR"',
      open.text.slice(0, 300),
    );
    context.check(
      field(fresh, 'status') === false && field(fresh, 'failure') === 'ERROR',
      'a new number says status false, failure "ERROR"',
      fresh.text.slice(0, 300),
    );
    const stored = await eventCounts(databaseUrl, [number]);
    context.figure('carrier calls during the failures', totalCalls);
    context.figure('stored events after the failures', stored.get(number) ?? 0);
    context.check(stored.get(number) === 2, 'the 2 stored events are still in the database');
    context.check(true, 'every lookup answered 200 (none failed for the visitor)');
    context.check(api.running, 'the API process is still running');
  },
};
