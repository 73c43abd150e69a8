import { runSuite } from '../support/suite.js';
import { carrierFailures } from './carrier-failures.scenario.js';
import { multiProcess } from './multi-process.scenario.js';
import { postgresRestart } from './postgres-restart.scenario.js';
import { redisFrozen } from './redis-frozen.scenario.js';
import { redisOutage } from './redis-outage.scenario.js';
import { smtpOutage } from './smtp-outage.scenario.js';
import { workerKill } from './worker-kill.scenario.js';

await runSuite('faults', [
  redisOutage,
  postgresRestart,
  workerKill,
  carrierFailures,
  smtpOutage,
  multiProcess,
  redisFrozen,
]);
