import { createScratchDatabase } from '../support/databases.js';
import { FakeDhl } from '../support/fake-dhl.js';
import { JobLedger } from '../support/job-events.js';
import { PrivateRedis } from '../support/private-redis.js';
import { installation, startApi, startWorker } from '../support/product.js';
import { dhlNumbers, duplicateEvents, eventCounts, lookUpAll, makeDue } from '../support/shipments.js';
import { sleep, waitFor, type SuiteCase } from '../support/suite.js';

const SHIPMENTS = 10;
const CARRIER_DELAY_MS = 4000;

/**
 * Two worker processes refresh shipments through a slow carrier; one is killed with SIGKILL while its carrier calls
 * are in flight. BullMQ finds its jobs stalled and the other worker runs them again: every shipment ends refreshed,
 * each job completes once, and no event is stored twice.
 */
export const workerKill: SuiteCase = {
  id: 'worker-kill',
  title: 'A worker killed with SIGKILL mid-refresh: its jobs run again on another worker, no duplicate events',
  timeoutMs: 240_000,
  async run(context) {
    const redis = await PrivateRedis.start(context);
    const databaseUrl = await createScratchDatabase(context);
    const dhl = await FakeDhl.start(context);
    const product = installation(databaseUrl, redis.url, {
      DHL_API_URL: dhl.baseUrl,
      CARRIER_RATE_LIMITS: 'dhl:1000',
      RATE_LIMIT_PER_MINUTE: '100000',
      TRACKING_REFRESH_INTERVAL_MS: '1000',
      TRACKING_REFRESH_CONCURRENCY: '5',
      // The lookup lock a dead worker leaves lives 4 timeouts + 5 s (65 s): longer than BullMQ's stall recovery
      // (30–60 s), so the job always runs again while that lock is still there.
      CARRIER_TIMEOUT_MS: '15000',
    });
    // Each process has its own API key, so the fake carrier tells which process asked.
    const [{ baseUrl }, victim, survivor] = await Promise.all([
      startApi(context, 'api', product, { RUN_WORKERS: 'false', DHL_API_KEY: 'api' }),
      startWorker(context, 'worker-a', product, { DHL_API_KEY: 'worker-a' }),
      startWorker(context, 'worker-b', product, { DHL_API_KEY: 'worker-b' }),
    ]);
    const ledger = await JobLedger.watch(context, redis.url, product.redisPrefix, 'tracking-refresh');

    const numbers = dhlNumbers(SHIPMENTS);
    await lookUpAll(baseUrl, numbers);
    dhl.behaviour = { kind: 'shipment', events: 2, delayMs: CARRIER_DELAY_MS };
    await makeDue(databaseUrl, numbers);

    await waitFor(
      'worker-a to have refresh calls in flight',
      () => (dhl.calls({ apiKey: 'worker-a' }).length >= 2 ? true : undefined),
      { timeoutMs: 30_000, everyMs: 50, signal: context.signal },
    );
    // Let it take up to its concurrency; every call it made is still waiting for the slow carrier.
    await sleep(500, context.signal);
    const victimCalls = dhl.calls({ apiKey: 'worker-a' });
    victim.kill('SIGKILL');
    const killedAt = Date.now();
    await victim.exited(5000);
    const interrupted = [...new Set(victimCalls.map((call) => call.query.get('trackingNumber') ?? ''))];
    context.figure('refresh jobs', SHIPMENTS);
    context.figure('jobs interrupted by SIGKILL (carrier calls in flight)', interrupted.length);
    context.check(!victim.running, 'worker-a is gone (SIGKILL)');

    const counts = await waitFor(
      'every shipment to be refreshed',
      async () => {
        const current = await eventCounts(databaseUrl, numbers);
        return [...current.values()].every((count) => count === 2) ? current : undefined;
      },
      { timeoutMs: 150_000, everyMs: 1000, signal: context.signal },
    ).catch(() => eventCounts(databaseUrl, numbers));
    context.figure('recovery after the kill (s)', Math.round((Date.now() - killedAt) / 1000));
    const refreshed = [...counts.values()].filter((count) => count === 2).length;
    const rerun = interrupted.filter((number) =>
      dhl.calls({ number, apiKey: 'worker-b' }).some((call) => call.receivedAt > victimCalls[0].receivedAt),
    );
    context.figure('shipments refreshed', `${refreshed} of ${SHIPMENTS}`);
    context.figure('interrupted jobs run again by worker-b', `${rerun.length} of ${interrupted.length}`);
    context.figure(
      'carrier calls by worker-a / worker-b',
      `${victimCalls.length} / ${dhl.calls({ apiKey: 'worker-b' }).length}`,
    );
    context.check(
      refreshed === SHIPMENTS,
      'every shipment is refreshed, those of the killed worker included',
      [...counts]
        .filter(([, count]) => count !== 2)
        .map(([number, count]) => `${number}: ${count} events`)
        .join(', '),
    );
    context.check(rerun.length === interrupted.length, 'worker-b ran every interrupted job again');

    const jobIds = numbers.map((number) => `refresh-${number}`);
    await waitFor('the completion events', () =>
      ledger.completions(jobIds).every((count) => count >= 1) ? true : undefined,
    ).catch(() => undefined);
    const completions = ledger.completions(jobIds);
    context.figure('job completions (per job)', completions.join(','));
    context.check(
      completions.every((count) => count === 1),
      'each refresh job completed exactly once',
    );
    const duplicates = await duplicateEvents(databaseUrl);
    context.figure('duplicate events', duplicates);
    context.check(duplicates === 0, 'no event is stored twice');
    context.check(survivor.running, 'worker-b is still running');
  },
};
