import { runSuite } from '../support/suite.js';
import { carrierFailures } from './carrier-failures.scenario.js';
import { multiProcess } from './multi-process.scenario.js';
import { postgresRestart } from './postgres-restart.scenario.js';
import { redisFrozen } from './redis-frozen.scenario.js';
import { redisOutage } from './redis-outage.scenario.js';
import { smtpOutage } from './smtp-outage.scenario.js';
import { workerKill } from './worker-kill.scenario.js';

// Two scenarios at a time: each has its own processes, PostgreSQL database or cluster and Redis, and most of a
// scenario is waiting for a documented fault length (an outage, a freeze, a stalled job's lock); one by one, the suite
// took about 200 s of mostly idle CPU. The order pairs the busiest (redis-outage, with its visitor traffic) with the
// longest wait (worker-kill, about 70 s for the killed worker's jobs to stall), so that the scenarios with tight answer
// bounds (postgres-restart, redis-frozen) run beside the lighter ones. FAULTS_CONCURRENCY=1 runs them one by one.
await runSuite(
  'faults',
  [workerKill, redisOutage, postgresRestart, carrierFailures, smtpOutage, multiProcess, redisFrozen],
  { concurrency: Number(process.env.FAULTS_CONCURRENCY ?? 2) },
);
