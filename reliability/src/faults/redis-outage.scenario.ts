import { createScratchDatabase } from '../support/databases.js';
import { FakeDhl } from '../support/fake-dhl.js';
import { field, http, signIn } from '../support/http.js';
import { configureMailing, contactMessage, deliveriesBySubject, smtpServer } from '../support/mail.js';
import { PrivateRedis } from '../support/private-redis.js';
import { installation, startApi, startWorker } from '../support/product.js';
import { dhlNumbers, duplicateEvents, eventCounts, lookUpAll, makeDue } from '../support/shipments.js';
import { sleep, waitFor, type SuiteCase } from '../support/suite.js';
import { Traffic } from '../support/traffic.js';

const OUTAGE_MS = 30_000;
const SHIPMENTS = 24;
const MESSAGES_PER_PHASE = 5;
const DEMO_NUMBER = '1Z5R89390357567127';

/**
 * Redis (with the append-only file of the docker-compose deployment) is stopped for 30 s while visitors keep asking
 * and background refresh jobs are queued: lookups and pages keep answering, and once Redis is back every queued job
 * runs and every contact message is mailed; none is lost.
 */
export const redisOutage: SuiteCase = {
  id: 'redis-outage',
  title: 'Redis stopped for 30 s under load: the site answers, queued jobs run afterwards, none lost',
  timeoutMs: 240_000,
  async run(context) {
    const redis = await PrivateRedis.start(context, { persistent: true });
    const databaseUrl = await createScratchDatabase(context);
    const dhl = await FakeDhl.start(context);
    const smtp = await smtpServer(context, { up: true });
    const product = installation(databaseUrl, redis.url, {
      DEMO_DATA: 'true',
      DHL_API_KEY: 'reliability',
      DHL_API_URL: dhl.baseUrl,
      CARRIER_RATE_LIMITS: 'dhl:1000',
      RATE_LIMIT_PER_MINUTE: '1000000',
      CONTACT_LIMIT_PER_HOUR: '100000',
      MAIL_RETRY_DELAY_MS: '500',
      TRACKING_REFRESH_INTERVAL_MS: '1000',
      TRACKING_REFRESH_CONCURRENCY: '4',
      HEARTBEAT_INTERVAL_MS: '1000',
    });
    const [{ baseUrl }, worker] = await Promise.all([
      startApi(context, 'api', product, { RUN_WORKERS: 'false' }),
      startWorker(context, 'worker', product),
    ]);
    const admin = await signIn(baseUrl);
    await configureMailing(admin, baseUrl, smtp.port);

    const numbers = dhlNumbers(SHIPMENTS);
    await lookUpAll(baseUrl, numbers);
    const traffic = new Traffic(
      baseUrl,
      [
        { name: 'stored demo lookup', path: `/api/tracking/${DEMO_NUMBER}` },
        { name: 'stored shipment lookup', path: `/api/tracking/${numbers[0]}` },
        { name: 'home page', path: '/' },
        { name: 'tracking page', path: `/track/${numbers[1]}` },
        { name: 'formats list', path: '/api/tracking/formats' },
        { name: 'health', path: '/api/health' },
      ],
      8,
    );
    traffic.start('before the outage');
    context.defer('stop the traffic', () => traffic.stop());

    const subjects: string[] = [];
    const submit = async (phase: string) => {
      const refused: string[] = [];
      for (let index = 0; index < MESSAGES_PER_PHASE; index++) {
        const subject = `${phase} ${index + 1}`;
        const answer = await http(`${baseUrl}/api/contact`, { body: contactMessage(subject) });
        if (answer.status !== 202) refused.push(`${subject}: ${answer.status} ${answer.text.slice(0, 100)}`);
        subjects.push(subject);
      }
      context.check(
        refused.length === 0,
        `${MESSAGES_PER_PHASE} contact messages ${phase} are accepted (202)`,
        refused.join('; '),
      );
    };
    await submit('before the outage');

    // The carrier now answers slowly with one more event: refresh jobs pile up in the queue.
    dhl.behaviour = { kind: 'shipment', events: 2, delayMs: 1500 };
    await makeDue(databaseUrl, numbers);
    await waitFor('the first refresh calls', () => (dhl.calls().length >= SHIPMENTS + 4 ? true : undefined), {
      timeoutMs: 20_000,
      signal: context.signal,
    });
    const refreshedBefore = [...(await eventCounts(databaseUrl, numbers)).values()].filter(
      (count) => count === 2,
    ).length;

    traffic.mark('during the outage');
    await redis.stop();
    const stoppedAt = Date.now();
    context.log(`Redis stopped with ${refreshedBefore} of ${SHIPMENTS} shipments refreshed`);
    context.figure('refresh jobs not yet run when Redis stopped', SHIPMENTS - refreshedBefore);
    await sleep(2000, context.signal);
    // The detail (redis, heartbeat) is for staff in production; anyone gets only up or down.
    const health = await admin.call(baseUrl, '/api/health');
    context.check(
      health.status === 200 && field(health, 'redis') === 'down' && field(health, 'status') === 'degraded',
      'health answers 200 "degraded" with redis: down during the outage',
      health.text.slice(0, 200),
    );
    await submit('during the outage');
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - stoppedAt)), context.signal);

    traffic.mark('after the outage');
    await redis.up();
    const backAt = Date.now();
    context.log('Redis is back');
    await submit('after the outage');
    await sleep(3000, context.signal);
    await traffic.stop();

    for (const phase of ['before the outage', 'during the outage', 'after the outage']) {
      const summary = traffic.summary(phase);
      context.figure(
        `visitor requests ${phase}`,
        `${summary.requests} (failed ${summary.failed}, p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms, max ${summary.maxMs} ms)`,
      );
      context.check(
        summary.requests > 0 && summary.failed === 0,
        `every lookup, page and health request ${phase} answers 200`,
        summary.examples.join('; '),
      );
    }
    const outage = traffic.summary('during the outage');
    context.check(
      outage.requests >= 200,
      'the site kept serving during the outage (at least 200 requests)',
      `${outage.requests}`,
    );
    context.check(worker.running, 'the worker process survived the outage', worker.tail());

    const counts = await waitFor(
      'every shipment to be refreshed',
      async () => {
        const current = await eventCounts(databaseUrl, numbers);
        return [...current.values()].every((count) => count === 2) ? current : undefined;
      },
      { timeoutMs: 90_000, everyMs: 500, signal: context.signal },
    ).catch(() => eventCounts(databaseUrl, numbers));
    const refreshed = [...counts.values()].filter((count) => count === 2).length;
    context.figure('refresh jobs run (shipments with the new event)', `${refreshed} of ${SHIPMENTS}`);
    context.figure('refresh jobs lost', SHIPMENTS - refreshed);
    context.check(refreshed === SHIPMENTS, 'every queued refresh job ran after Redis came back; none lost');
    context.check((await duplicateEvents(databaseUrl)) === 0, 'no event is stored twice');

    const mailed = await waitFor(
      'every contact message to be mailed',
      () => {
        const deliveries = deliveriesBySubject(smtp);
        return subjects.every((subject) => deliveries.has(subject)) ? deliveries : undefined;
      },
      { timeoutMs: 60_000, everyMs: 500, signal: context.signal },
    ).catch(() => deliveriesBySubject(smtp));
    const delivered = subjects.filter((subject) => mailed.has(subject)).length;
    context.figure('contact messages mailed', `${delivered} of ${subjects.length}`);
    context.check(
      delivered === subjects.length,
      'every contact message (before, during and after) is mailed',
      [...subjects.filter((subject) => !mailed.has(subject))].join(', '),
    );
    context.check(
      subjects.every((subject) => mailed.get(subject) === 1),
      'each contact message is mailed exactly once',
    );

    const heartbeat = await waitFor(
      'a heartbeat after the outage',
      async () => {
        const answer = await admin.call(baseUrl, '/api/health');
        const at = field<string>(answer, 'lastHeartbeatAt');
        return at && Date.parse(at) > backAt ? at : undefined;
      },
      // Once, 20 s were not enough here; a job that was running when Redis stopped waits for BullMQ's stall check
      // (every 30 s) before it runs again, so the bound covers two of those.
      { timeoutMs: 75_000, signal: context.signal },
    );
    context.figure('first heartbeat after Redis came back (s)', Math.round((Date.parse(heartbeat) - backAt) / 1000));
    context.check(Boolean(heartbeat), 'scheduled jobs (heartbeat) run again after the outage');
  },
};
