import { isLoopbackHost } from '../../common/loopback-host.js';
import type { AppConfig } from '../../config/app-config.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { MailSender, smtpTransportSecurity } from './mail-sender.js';
import { MailingSettingsService } from './mailing-settings.service.js';
import { LoopbackSmtpServer } from './testing/loopback-smtp-server.test-support.js';

describe('which mail servers may be spoken to without TLS', () => {
  it('counts localhost, 127.0.0.0/8 and ::1 as this machine, and nothing it would have to resolve', () => {
    for (const host of ['127.0.0.1', '127.8.9.10', '::1', '[::1]', 'localhost', 'LocalHost.', 'mail.localhost']) {
      expect([host, isLoopbackHost(host)]).toEqual([host, true]);
    }
    for (const host of ['smtp.example.com', 'localhost.example.com', '127.0.0.1.nip.io', '10.0.0.1', '192.0.2.2']) {
      expect([host, isLoopbackHost(host)]).toEqual([host, false]);
    }
  });

  it('requires STARTTLS towards any other host unless MAIL_ALLOW_PLAINTEXT is set; port 465 is TLS from the start', () => {
    const strict = { allowPlaintext: false, isLoopbackHost };
    expect(smtpTransportSecurity('smtp.example.com', 587, strict)).toEqual({ secure: false, requireTLS: true });
    expect(smtpTransportSecurity('smtp.example.com', 25, strict)).toEqual({ secure: false, requireTLS: true });
    expect(smtpTransportSecurity('smtp.example.com', 465, strict)).toEqual({ secure: true, requireTLS: false });
    expect(smtpTransportSecurity('127.0.0.1', 25, strict)).toEqual({ secure: false, requireTLS: false });
    expect(smtpTransportSecurity('smtp.example.com', 587, { ...strict, allowPlaintext: true })).toEqual({
      secure: false,
      requireTLS: false,
    });
  });
});

/**
 * The real send path to the project's SMTP server on loopback, which offers no STARTTLS. The "is it this machine"
 * decision is the configuration's, so a sender configured to treat 127.0.0.1 as remote shows what a remote server
 * without TLS gets.
 */
describe('MailSender towards a server without STARTTLS', () => {
  let t: TestApp;
  let smtp: LoopbackSmtpServer;

  beforeAll(async () => {
    smtp = new LoopbackSmtpServer();
    const port = await smtp.start();
    t = await startTestApp();
    const admin = await t.signIn();
    await admin
      .put('/api/mailing-settings', {
        email: 'desk@parcelpilot.test',
        email_server: '127.0.0.1',
        port,
        email_password: 'smtp-secret',
      })
      .expect(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  function sender(mail: Partial<AppConfig['mail']>): MailSender {
    const config = t.context.config;
    return new MailSender(t.app.get(MailingSettingsService), { ...config, mail: { ...config.mail, ...mail } });
  }

  it('sends nothing, not even the password, to a server treated as remote, and says why', async () => {
    const remote = sender({ isLoopbackHost: () => false });
    await expect(remote.send({ subject: 'Refused', text: 'Not sent' })).rejects.toThrow(
      /does not offer TLS \(STARTTLS\), so nothing was sent.*MAIL_ALLOW_PLAINTEXT=true/,
    );
    expect(smtp.authAttempts).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends on loopback, and to a remote server when MAIL_ALLOW_PLAINTEXT is set', async () => {
    await sender({}).send({ subject: 'On loopback', text: 'Sent' });
    await sender({ isLoopbackHost: () => false, allowPlaintext: true }).send({ subject: 'Allowed', text: 'Sent' });
    expect(smtp.authAttempts).toBe(2);
    expect(smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim())).toEqual([
      'On loopback',
      'Allowed',
    ]);
  });
});
