import { createScratchDatabase } from '../support/databases.js';
import { FakeDhl } from '../support/fake-dhl.js';
import { http, signIn } from '../support/http.js';
import { JobLedger } from '../support/job-events.js';
import { PrivateRedis } from '../support/private-redis.js';
import { STAFF_ADMIN, installation, startApi, startWorker } from '../support/product.js';
import { dhlNumbers, duplicateEvents, eventCounts, lookUpAll, makeDue } from '../support/shipments.js';
import { sleep, waitFor, type SuiteCase } from '../support/suite.js';

const RATE_LIMIT = 40;
const SHIPMENTS = 30;
const HEARTBEAT_MS = 1000;
const HEARTBEAT_WINDOW_MS = 10_000;
const MAX_FAILED_SIGN_INS = 5;

/**
 * The scaled deployment: two API processes (RUN_WORKERS=false) and two worker processes on one PostgreSQL and one
 * Redis. Each refresh job runs once (one carrier call, one completion), the scheduled heartbeat runs once per
 * interval although four processes declare it, and the per-IP rate limit and the sign-in throttle count across both
 * API processes.
 */
export const multiProcess: SuiteCase = {
  id: 'multi-process',
  title: 'Two API and two worker processes: no job twice, rate limit and sign-in throttle across processes',
  timeoutMs: 180_000,
  async run(context) {
    const redis = await PrivateRedis.start(context);
    const databaseUrl = await createScratchDatabase(context);
    const dhl = await FakeDhl.start(context);
    const product = installation(databaseUrl, redis.url, {
      DHL_API_URL: dhl.baseUrl,
      CARRIER_RATE_LIMITS: 'dhl:1000',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      TRACKING_REFRESH_INTERVAL_MS: '1000',
      TRACKING_REFRESH_CONCURRENCY: '5',
      HEARTBEAT_INTERVAL_MS: String(HEARTBEAT_MS),
    });
    // Started together, as an orchestrator would; each waits until it serves (or runs its workers).
    const [api1, api2, worker1, worker2] = await Promise.all([
      startApi(context, 'api-1', product, { RUN_WORKERS: 'false', DHL_API_KEY: 'api-1' }),
      startApi(context, 'api-2', product, { RUN_WORKERS: 'false', DHL_API_KEY: 'api-2' }),
      startWorker(context, 'worker-1', product, { DHL_API_KEY: 'worker-1' }),
      startWorker(context, 'worker-2', product, { DHL_API_KEY: 'worker-2' }),
    ]);
    const apis = [api1, api2];
    const workers = [worker1, worker2];
    const refreshLedger = await JobLedger.watch(context, redis.url, product.redisPrefix, 'tracking-refresh');
    const systemLedger = await JobLedger.watch(context, redis.url, product.redisPrefix, 'system');

    // Background jobs: every shipment made due is refreshed by exactly one worker, once.
    const numbers = dhlNumbers(SHIPMENTS);
    await lookUpAll(apis[0].baseUrl, numbers.slice(0, SHIPMENTS / 2));
    await lookUpAll(apis[1].baseUrl, numbers.slice(SHIPMENTS / 2));
    dhl.behaviour = { kind: 'shipment', events: 2, delayMs: 300 };
    const heartbeatsBefore = systemLedger.completedMatching('');
    const windowStart = Date.now();
    await makeDue(databaseUrl, numbers);
    const counts = await waitFor(
      'every shipment to be refreshed',
      async () => {
        const current = await eventCounts(databaseUrl, numbers);
        return [...current.values()].every((count) => count === 2) ? current : undefined;
      },
      { timeoutMs: 60_000, everyMs: 500, signal: context.signal },
    ).catch(() => eventCounts(databaseUrl, numbers));
    await sleep(HEARTBEAT_WINDOW_MS, context.signal);
    const heartbeats = systemLedger.completedMatching('') - heartbeatsBefore;
    const windowMs = Date.now() - windowStart;

    const refreshed = [...counts.values()].filter((count) => count === 2).length;
    context.figure('refresh jobs', SHIPMENTS);
    context.check(refreshed === SHIPMENTS, 'every shipment is refreshed', `${refreshed} of ${SHIPMENTS}`);
    const byWorker = ['worker-1', 'worker-2'].map((apiKey) => dhl.calls({ apiKey }).length);
    context.figure('refresh jobs run by worker-1 / worker-2', byWorker.join(' / '));
    const callsPerNumber = numbers.map(
      (number) =>
        dhl.calls({ number }).filter((call) => String(call.headers['dhl-api-key']).startsWith('worker')).length,
    );
    context.check(
      callsPerNumber.every((calls) => calls === 1),
      'each shipment was asked about once by the workers',
      callsPerNumber.join(','),
    );
    context.check(
      byWorker.every((calls) => calls > 0),
      'both worker processes took jobs',
    );
    const completions = refreshLedger.completions(numbers.map((number) => `refresh-${number}`));
    context.figure(
      'refresh job completions',
      `${completions.reduce((sum, count) => sum + count, 0)} (max ${Math.max(...completions)} per job)`,
    );
    context.check(
      completions.every((count) => count === 1),
      'each refresh job completed exactly once',
    );
    context.check((await duplicateEvents(databaseUrl)) === 0, 'no event is stored twice');
    const expectedBeats = Math.floor(windowMs / HEARTBEAT_MS);
    context.figure(
      `heartbeat runs in ${(windowMs / 1000).toFixed(0)} s, every ${HEARTBEAT_MS} ms, declared by 4 processes`,
      heartbeats,
    );
    context.check(
      heartbeats >= expectedBeats / 2 && heartbeats <= expectedBeats + 2,
      'the scheduled heartbeat runs once per interval, not once per process',
      `${heartbeats}`,
    );

    // The per-IP rate limit counts in Redis: two processes together accept RATE_LIMIT requests a minute, not twice that.
    const visitor = { 'x-forwarded-for': '198.51.100.7' };
    const statuses: number[] = [];
    for (let index = 0; index < RATE_LIMIT * 2; index++) {
      statuses.push((await http(`${apis[index % 2].baseUrl}/api/tracking/formats`, { headers: visitor })).status);
    }
    const accepted = statuses.filter((status) => status === 200).length;
    const refused = statuses.filter((status) => status === 429).length;
    context.figure(
      `requests from one IP alternating between the APIs (limit ${RATE_LIMIT}/min)`,
      `${statuses.length}: ${accepted} accepted, ${refused} refused 429`,
    );
    context.check(
      accepted === RATE_LIMIT && refused === RATE_LIMIT,
      `exactly ${RATE_LIMIT} accepted across both processes`,
    );

    // Failed sign-ins are counted across processes: the sixth attempt is refused on either, even with the right password.
    const attacker = { 'x-forwarded-for': '198.51.100.8' };
    const failures: number[] = [];
    for (let index = 0; index < MAX_FAILED_SIGN_INS; index++) {
      const answer = await http(`${apis[index % 2].baseUrl}/api/auth/login`, {
        body: { email: STAFF_ADMIN.email, password: `wrong password ${index}` },
        headers: attacker,
      });
      failures.push(answer.status);
    }
    context.check(
      failures.every((status) => status === 401),
      `${MAX_FAILED_SIGN_INS} wrong passwords answer 401`,
      failures.join(','),
    );
    const throttled = await Promise.all(
      apis.map((api) => http(`${api.baseUrl}/api/auth/login`, { body: STAFF_ADMIN, headers: attacker })),
    );
    context.figure('sign-in after 5 failures on api-1 / api-2', throttled.map((answer) => answer.status).join(' / '));
    context.check(
      throttled.every((answer) => answer.status === 429),
      'the next sign-in is refused with 429 on both processes, even with the right password',
    );

    // A session signed in on one process is valid on the other.
    const session = await signIn(apis[0].baseUrl, STAFF_ADMIN, { 'x-forwarded-for': '198.51.100.9' });
    const profile = await session.call(apis[1].baseUrl, '/api/profile');
    context.check(profile.status === 200, 'a session from api-1 is accepted by api-2', `${profile.status}`);
    context.check(
      [...apis.map((api) => api.process), ...workers].every((process) => process.running),
      'all four processes are still running',
    );
  },
};
