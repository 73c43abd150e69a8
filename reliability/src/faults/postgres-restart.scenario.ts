import { PrivateCluster, query } from '../support/databases.js';
import { field, http } from '../support/http.js';
import { PrivateRedis } from '../support/private-redis.js';
import { installation, startApi } from '../support/product.js';
import { sleep, type SuiteCase } from '../support/suite.js';

const DEMO_NUMBER = '1Z5R89390357567127';
const RECOVERY_LIMIT_MS = 5000;

/**
 * A real PostgreSQL restart (a private cluster, stopped with `pg_ctl stop -m fast` and started again): health answers
 * 503 while it is down, the process survives, and health is 200 again within 5 s after the server is back.
 */
export const postgresRestart: SuiteCase = {
  id: 'postgres-restart',
  title: 'PostgreSQL restarted: health 503 while down, recovery within 5 s, no crash',
  timeoutMs: 180_000,
  async run(context) {
    const cluster = await PrivateCluster.start(context);
    await query(cluster.url, 'CREATE DATABASE parcelpilot');
    const databaseUrl = cluster.url.replace(/\/postgres$/, '/parcelpilot');
    const redis = await PrivateRedis.start(context);
    const { baseUrl, process: api } = await startApi(
      context,
      'api',
      installation(databaseUrl, redis.url, { DEMO_DATA: 'true', RATE_LIMIT_PER_MINUTE: '100000' }),
    );

    const before = await http(`${baseUrl}/api/tracking/${DEMO_NUMBER}`);
    context.check(before.status === 200, 'a stored lookup answers 200 before the restart', `got ${before.status}`);

    await cluster.stop('fast');
    const stoppedAt = Date.now();
    context.log('PostgreSQL stopped');
    const whileDown: number[] = [];
    const lookupsWhileDown: number[] = [];
    let slowest = 0;
    while (Date.now() - stoppedAt < 4000) {
      const health = await http(`${baseUrl}/api/health`, { timeoutMs: 8000 });
      slowest = Math.max(slowest, health.ms);
      whileDown.push(health.status);
      if (whileDown.length === 1) {
        // Without the database no staff session can be checked: everyone gets the public answer, which says down.
        context.check(field(health, 'status') === 'error', 'health says status: error', health.text.slice(0, 200));
      }
      lookupsWhileDown.push((await http(`${baseUrl}/api/tracking/${DEMO_NUMBER}`, { timeoutMs: 8000 })).status);
      await sleep(200);
    }
    context.figure('health answers while down', `${whileDown.length} (all ${[...new Set(whileDown)].join('/')})`);
    context.figure('slowest health answer while down (ms)', Math.round(slowest));
    context.check(
      whileDown.every((status) => status === 503),
      'every health answer while PostgreSQL is down is 503',
      `statuses ${whileDown.join(',')}`,
    );
    context.figure(
      'lookup answers while down',
      `${lookupsWhileDown.length} (${[...new Set(lookupsWhileDown)].join('/')})`,
    );
    context.check(api.running, 'the API process is still running', api.tail());

    await cluster.up();
    const upAt = Date.now();
    let recoveredMs = -1;
    while (Date.now() - upAt < RECOVERY_LIMIT_MS + 5000) {
      const health = await http(`${baseUrl}/api/health`, { timeoutMs: 3000 });
      if (health.status === 200) {
        recoveredMs = Date.now() - upAt;
        break;
      }
      await sleep(100);
    }
    context.figure('recovery after PostgreSQL is back (ms)', recoveredMs);
    context.check(
      recoveredMs >= 0 && recoveredMs <= RECOVERY_LIMIT_MS,
      `health is 200 again within ${RECOVERY_LIMIT_MS / 1000} s, by itself`,
      `recovered after ${recoveredMs} ms`,
    );
    const after = await http(`${baseUrl}/api/tracking/${DEMO_NUMBER}`);
    context.check(after.status === 200, 'lookups answer 200 again', `got ${after.status}`);
    context.check(api.running, 'the API process never restarted', api.tail());
  },
};
