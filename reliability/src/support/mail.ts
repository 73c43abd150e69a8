import { LoopbackSmtpServer } from '../../../backend/src/modules/mailing/testing/loopback-smtp-server.test-support.js';
import { freePort } from './processes.js';
import type { StaffSession } from './http.js';
import type { CaseContext } from './suite.js';

export const SITE_MAILBOX = 'desk@reliability.test';

/** The project's loopback SMTP server on a port reserved now; `start()` brings it up (again) on that port. */
export async function smtpServer(context: CaseContext, options: { up: boolean }): Promise<LoopbackSmtpServer> {
  const port = await freePort();
  const server = new LoopbackSmtpServer();
  server.port = port;
  context.defer('stop the SMTP server', () => server.stop());
  if (options.up) await server.start(port);
  return server;
}

/** Points the site's mailing settings at the loopback SMTP server (an admin change, with the CSRF token). */
export async function configureMailing(admin: StaffSession, baseUrl: string, port: number): Promise<void> {
  const answer = await admin.call(baseUrl, '/api/mailing-settings', {
    method: 'PUT',
    body: { email: SITE_MAILBOX, email_server: '127.0.0.1', port },
  });
  if (answer.status !== 200)
    throw new Error(`mailing settings answered ${answer.status}: ${answer.text.slice(0, 200)}`);
}

/** How many e-mails arrived per contact subject. */
export function deliveriesBySubject(server: LoopbackSmtpServer): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of server.received) {
    const subject = /^Subject: \[Contact\] (.+)$/m.exec(mail.raw)?.[1]?.trim();
    if (subject) counts.set(subject, (counts.get(subject) ?? 0) + 1);
  }
  return counts;
}

export function contactMessage(subject: string): { subject: string; message: string; userEmail: string } {
  return { subject, message: `Reliability check message "${subject}".`, userEmail: 'visitor@reliability.test' };
}
