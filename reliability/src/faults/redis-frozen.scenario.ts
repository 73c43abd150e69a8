import { createScratchDatabase } from '../support/databases.js';
import { http } from '../support/http.js';
import { contactMessage } from '../support/mail.js';
import { PrivateRedis } from '../support/private-redis.js';
import { installation, startApi } from '../support/product.js';
import { sleep, type SuiteCase } from '../support/suite.js';
import { Traffic } from '../support/traffic.js';

const FREEZE_MS = 10_000;
/** Slowest acceptable answer while Redis does not answer: the product gives up on Redis commands after 1 s. */
const SLOWEST_MS = 3000;

/**
 * Redis does not stop but stops answering (SIGSTOP: a hung server or a network partition; connections stay open):
 * API requests must not hang on it. Not in the brief's list; added because a hang is worse than a refusal.
 */
export const redisFrozen: SuiteCase = {
  id: 'redis-frozen',
  title: 'Redis hangs (SIGSTOP) for 10 s: requests keep answering within 3 s',
  timeoutMs: 120_000,
  async run(context) {
    const redis = await PrivateRedis.start(context);
    const databaseUrl = await createScratchDatabase(context);
    const { baseUrl, process: api } = await startApi(
      context,
      'api',
      installation(databaseUrl, redis.url, {
        DEMO_DATA: 'true',
        RATE_LIMIT_PER_MINUTE: '1000000',
        CONTACT_LIMIT_PER_HOUR: '100000',
      }),
    );
    const traffic = new Traffic(
      baseUrl,
      [
        { name: 'stored demo lookup', path: '/api/tracking/1Z5R89390357567127' },
        { name: 'formats list', path: '/api/tracking/formats' },
        { name: 'health', path: '/api/health' },
        { name: 'home page', path: '/' },
      ],
      4,
      50,
    );
    traffic.start('while Redis answers');
    context.defer('stop the traffic', () => traffic.stop());
    await sleep(2000, context.signal);

    traffic.mark('while Redis hangs');
    redis.freeze();
    context.defer('let Redis run again', () => redis.thaw());
    const contact = await http(`${baseUrl}/api/contact`, {
      body: contactMessage('while Redis hangs'),
      timeoutMs: 15_000,
    });
    await sleep(FREEZE_MS, context.signal);
    redis.thaw();
    traffic.mark('after');
    await sleep(3000, context.signal);
    await traffic.stop();

    context.figure('contact message while Redis hangs', `${contact.status} in ${Math.round(contact.ms)} ms`);
    context.check(
      contact.status === 202 && contact.ms < SLOWEST_MS * 2,
      'a contact message is still accepted (stored) while Redis hangs',
      `${contact.status} ${contact.error ?? ''} after ${Math.round(contact.ms)} ms`,
    );
    for (const phase of ['while Redis answers', 'while Redis hangs', 'after']) {
      const summary = traffic.summary(phase);
      context.figure(
        `requests ${phase}`,
        `${summary.requests} (failed ${summary.failed}, p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms, max ${summary.maxMs} ms)`,
      );
      context.check(
        summary.requests > 0 && summary.failed === 0 && summary.maxMs < SLOWEST_MS,
        `every request ${phase} answers 200 within ${SLOWEST_MS / 1000} s`,
        `${summary.failed} failed, max ${summary.maxMs} ms; ${summary.examples.join('; ')}`,
      );
    }
    context.check(api.running, 'the API process is still running');
  },
};
