import { startTestApp, type SignedInAgent, type TestApp } from '../../testing/test-app.js';
import { freePort, waitFor } from '../../testing/test-environment.js';
import { SettingsRepository } from '../settings/settings.repository.js';
import { MAILING_SETTING } from './mailing-settings.service.js';
import { LoopbackSmtpServer } from './testing/loopback-smtp-server.test-support.js';

const VISITOR = {
  subject: 'Where is my parcel?',
  message: 'It has said "in transit" for 3 weeks.',
  userEmail: 'ann@example.com',
};

describe('contact form and mailing', () => {
  let t: TestApp;
  let admin: SignedInAgent;
  let smtp: LoopbackSmtpServer;
  let smtpPort: number;

  beforeAll(async () => {
    smtpPort = await freePort();
    smtp = new LoopbackSmtpServer();
    t = await startTestApp({ MAIL_RETRY_DELAY_MS: '200', MAIL_MAX_ATTEMPTS: '20', CONTACT_LIMIT_PER_HOUR: '50' });
    admin = await t.signIn();
    await admin
      .put('/api/mailing-settings', {
        email: 'desk@parcelpilot.test',
        email_server: '127.0.0.1',
        port: smtpPort,
        email_password: 'smtp-secret',
      })
      .expect(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('refuses an incomplete form with the spec messages', async () => {
    const empty = await t.http.post('/api/contact').send({}).expect(400);
    expect(empty.body.errors).toEqual({
      subject: 'Subject cannot be empty',
      message: 'Message cannot be empty',
      userEmail: 'We need your email to respond',
    });
    const blank = await t.http.post('/api/contact').send({ subject: '  ', message: ' ', userEmail: ' ' }).expect(400);
    expect(blank.body.errors.userEmail).toBe('We need your email to respond');
    const bad = await t.http
      .post('/api/contact')
      .send({ ...VISITOR, userEmail: 'ann@' })
      .expect(400);
    expect(bad.body.errors).toEqual({ userEmail: 'Not valid format' });
  });

  it('keeps a message while SMTP is down and delivers it, with the visitor as reply-to, once it is back', async () => {
    await t.http.post('/api/contact').send(VISITOR).expect(202);
    const stored = await waitFor(
      async () => {
        const list = await admin.get('/api/contact-messages').expect(200);
        const message = list.body.records[0];
        return message?.attempts >= 1 ? message : undefined;
      },
      10_000,
      'a failed first attempt',
    );
    expect(stored).toMatchObject({ subject: VISITOR.subject, status: 'queued', userEmail: VISITOR.userEmail });
    expect(stored.lastError).toEqual(expect.any(String));

    await smtp.start(smtpPort);
    const mail = await waitFor(() => Promise.resolve(smtp.received[0]), 20_000, 'the e-mail');
    expect(mail.to).toEqual(['desk@parcelpilot.test']);
    expect(mail.raw).toMatch(/Reply-To: ann@example\.com/i);
    expect(mail.raw).toContain('Subject: [Contact] Where is my parcel?');
    const sent = await waitFor(
      async () => {
        const one = await admin.get(`/api/contact-messages/${stored._id}`).expect(200);
        return one.body.status === 'sent' ? one.body : undefined;
      },
      5000,
      'the sent status',
    );
    expect(sent.sentAt).toEqual(expect.any(String));
  });

  it('drops what a bot sends through the hidden field, answering as usual', async () => {
    const before = (await admin.get('/api/contact-messages').expect(200)).body.total;
    await t.http
      .post('/api/contact')
      .send({ ...VISITOR, website: 'http://spam.example' })
      .expect(202);
    expect((await admin.get('/api/contact-messages').expect(200)).body.total).toBe(before);
  });

  it('keeps the mail password encrypted and never answers it', async () => {
    const settings = await admin.get('/api/mailing-settings').expect(200);
    expect(settings.body).toEqual({
      email: 'desk@parcelpilot.test',
      email_server: '127.0.0.1',
      port: smtpPort,
      email_password_set: true,
    });
    const row = await t.app.get(SettingsRepository).findByName(MAILING_SETTING);
    expect(JSON.stringify(row?.param)).not.toContain('smtp-secret');
    const generic = await admin.get('/api/settings').expect(200);
    expect(JSON.stringify(generic.body)).not.toContain('smtp-secret');
    await admin
      .put('/api/mailing-settings', { email: 'desk@parcelpilot.test', email_server: '127.0.0.1', port: smtpPort })
      .expect(200);
    expect((await admin.get('/api/mailing-settings')).body.email_password_set).toBe(true);
  });

  it('sends a test e-mail for admins, and says why when it cannot', async () => {
    const result = await admin.post('/api/mailing-settings/test', { to: 'boss@parcelpilot.test' }).expect(200);
    expect(result.body).toEqual({ sent: true, to: 'boss@parcelpilot.test' });
    await waitFor(
      () => Promise.resolve(smtp.received.find((mail) => mail.to.includes('boss@parcelpilot.test'))),
      5000,
      'the test e-mail',
    );

    await admin
      .put('/api/mailing-settings', { email: 'desk@parcelpilot.test', email_server: '127.0.0.1', port: 1 })
      .expect(200);
    const failed = await admin.post('/api/mailing-settings/test', {}).expect(502);
    expect(failed.body.message).toMatch(/^The mail server did not accept the e-mail/);
    await admin
      .put('/api/mailing-settings', { email: 'desk@parcelpilot.test', email_server: '127.0.0.1', port: smtpPort })
      .expect(200);
  });

  it("lets only admins change mailing settings and read messages (they hold visitors' addresses)", async () => {
    await admin
      .post('/api/users', { name: 'Ed', email: 'ed@parcelpilot.test', password: 'editor password', role: 'editor' })
      .expect(201);
    const editor = await t.signIn('ed@parcelpilot.test', 'editor password');
    await editor.get('/api/mailing-settings').expect(403);
    const messages = (await admin.get('/api/contact-messages').expect(200)).body.records as Array<{ _id: string }>;
    expect(messages.length).toBeGreaterThan(0);
    await editor.get('/api/contact-messages').expect(403);
    await editor.get(`/api/contact-messages/${messages[0]._id}`).expect(403);
    await t.http.get('/api/contact-messages').expect(401);
  });
});
