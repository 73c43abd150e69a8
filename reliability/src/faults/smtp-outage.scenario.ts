import { createScratchDatabase } from '../support/databases.js';
import { http, signIn, type StaffSession } from '../support/http.js';
import { configureMailing, contactMessage, deliveriesBySubject, smtpServer } from '../support/mail.js';
import { PrivateRedis } from '../support/private-redis.js';
import { installation, startApi } from '../support/product.js';
import { sleep, waitFor, type SuiteCase } from '../support/suite.js';

const MESSAGES = 10;
const OUTAGE_MS = 5000;

interface StoredMessage {
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
}

async function storedMessages(admin: StaffSession, baseUrl: string): Promise<StoredMessage[]> {
  const answer = await admin.call(baseUrl, '/api/contact-messages?limit=100');
  if (answer.status !== 200)
    throw new Error(`contact messages answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  return (answer.body as { records: StoredMessage[] }).records;
}

/**
 * The mail server is down when visitors write: every message is stored and accepted (202), its e-mail is retried with
 * backoff, and once the SMTP server is back each message is delivered exactly once.
 */
export const smtpOutage: SuiteCase = {
  id: 'smtp-outage',
  title: 'SMTP down: contact messages kept, delivered once it is back',
  timeoutMs: 120_000,
  async run(context) {
    const redis = await PrivateRedis.start(context);
    const databaseUrl = await createScratchDatabase(context);
    const smtp = await smtpServer(context, { up: false });
    const { baseUrl } = await startApi(
      context,
      'api',
      installation(databaseUrl, redis.url, {
        MAIL_RETRY_DELAY_MS: '300',
        MAIL_MAX_ATTEMPTS: '20',
        CONTACT_LIMIT_PER_HOUR: '1000',
        RATE_LIMIT_PER_MINUTE: '100000',
      }),
    );
    const admin = await signIn(baseUrl);
    await configureMailing(admin, baseUrl, smtp.port);

    const subjects = Array.from({ length: MESSAGES }, (_, index) => `SMTP outage ${index + 1}`);
    const startedAt = Date.now();
    const refused: string[] = [];
    for (const subject of subjects) {
      const answer = await http(`${baseUrl}/api/contact`, { body: contactMessage(subject) });
      if (answer.status !== 202) refused.push(`${subject}: ${answer.status}`);
    }
    context.check(
      refused.length === 0,
      `${MESSAGES} contact messages are accepted (202) while SMTP is down`,
      refused.join('; '),
    );
    const failing = await waitFor(
      'a failed attempt for every message',
      async () => {
        const stored = await storedMessages(admin, baseUrl);
        const mine = stored.filter((message) => subjects.includes(message.subject));
        return mine.length === MESSAGES && mine.every((message) => message.attempts >= 1) ? mine : undefined;
      },
      { timeoutMs: 20_000, signal: context.signal },
    );
    context.check(
      failing.every((message) => message.status === 'queued' && Boolean(message.lastError)),
      'every message is kept as queued, with the SMTP error recorded',
    );
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - startedAt)), context.signal);
    const attemptsWhileDown = (await storedMessages(admin, baseUrl))
      .filter((message) => subjects.includes(message.subject))
      .reduce((sum, message) => sum + message.attempts, 0);
    context.figure('contact messages', MESSAGES);
    context.figure('delivery attempts while SMTP was down', attemptsWhileDown);
    context.check(smtp.received.length === 0, 'nothing was delivered while SMTP was down');

    await smtp.start(smtp.port);
    const backAt = Date.now();
    const deliveries = await waitFor(
      'every message to be delivered',
      () => {
        const counts = deliveriesBySubject(smtp);
        return subjects.every((subject) => counts.has(subject)) ? counts : undefined;
      },
      { timeoutMs: 60_000, everyMs: 250, signal: context.signal },
    ).catch(() => deliveriesBySubject(smtp));
    const delivered = subjects.filter((subject) => deliveries.has(subject)).length;
    context.figure('delivered after SMTP came back', `${delivered} of ${MESSAGES}`);
    context.figure('time to deliver them all (s)', ((Date.now() - backAt) / 1000).toFixed(1));
    context.check(delivered === MESSAGES, 'every message is delivered once SMTP is back');
    await sleep(2000, context.signal);
    const duplicates = subjects.filter((subject) => (deliveriesBySubject(smtp).get(subject) ?? 0) > 1).length;
    context.figure('messages delivered twice', duplicates);
    context.check(duplicates === 0, 'no message is delivered twice');
    const sent = await waitFor(
      'every message marked sent',
      async () => {
        const stored = (await storedMessages(admin, baseUrl)).filter((message) => subjects.includes(message.subject));
        return stored.every((message) => message.status === 'sent') ? stored : undefined;
      },
      { timeoutMs: 10_000, signal: context.signal },
    ).catch(() => undefined);
    context.check(sent !== undefined, 'every message is marked sent');
  },
};
