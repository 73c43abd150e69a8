import type { AddressInfo } from 'node:net';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { eq } from 'drizzle-orm';
import { AppModule } from '../../app.module.js';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { followNotifications, follows, seventeenTrackRegistrations } from '../../database/schema/index.js';
import { QueueRegistry } from '../../queues/queue.registry.js';
import { QueueName } from '../../queues/queue-names.js';
import { startTestApp, type SignedInAgent, type TestApp } from '../../testing/test-app.js';
import { waitFor } from '../../testing/test-environment.js';
import { LoopbackSmtpServer } from '../mailing/testing/loopback-smtp-server.test-support.js';
import {
  SeventeenTrackLoopback,
  shipmentTrackInfo,
} from '../tracking/carriers/testing/seventeen-track-loopback.test-support.js';
import { ENQUEUE_DUE_REFRESHES_JOB } from '../tracking/jobs/enqueue-due-refreshes.job.js';
import { TrackingDomainEvents, type ShipmentStatusChangedEvent } from '../tracking/tracking-domain-events.js';
import { TrackingRepository } from '../tracking/tracking.repository.js';
import { EXPIRE_FOLLOWS_JOB } from './follows.service.js';
import { linkTo, readMail, tokenOf, type ReadMail } from './testing/received-mail.test-support.js';

const KEY = '17track-follow-test-key';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** China Post S10 numbers: only 17TRACK covers them, so the loopback 17TRACK decides their status. */
const numbers = {
  confirm: 'RR123456789CN',
  workers: 'RR111111115CN',
  header: 'RR222222225CN',
  link: 'RR333333335CN',
  expiry: 'RR444444445CN',
  limits: 'RR555555555CN',
  off: 'RR999999995CN',
};

describe('follow a parcel by e-mail', () => {
  let loopback: SeventeenTrackLoopback;
  let smtp: LoopbackSmtpServer;
  let t: TestApp;
  let admin: SignedInAgent;
  let webhook: string;
  /** A second process: a worker (`npm run start:worker`) on the same database and Redis. */
  let worker: INestApplicationContext;

  const mailsTo = (email: string): ReadMail[] =>
    smtp.received.filter((mail) => mail.to.includes(email)).map((mail) => readMail(mail.raw));
  const nthMailTo = (email: string, n: number) =>
    waitFor(() => Promise.resolve(mailsTo(email)[n - 1]), 15_000, `mail ${n} to ${email}`);
  /** Mail is asynchronous: "no more mail" is checked after the queue had time to send one. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

  async function lookUp(number: string): Promise<void> {
    loopback.setTrackInfo(number, shipmentTrackInfo('in-transit'));
    const lookup = await t.http.get(`/api/tracking/${number}`).expect(200);
    expect(lookup.body.status).toBe('in transit');
  }

  async function push(number: string, moment: 'handed-over' | 'delivered'): Promise<void> {
    loopback.setTrackInfo(number, shipmentTrackInfo(moment));
    expect((await loopback.push(webhook, loopback.pushBody('TRACKING_UPDATED', number))).status).toBe(200);
  }

  async function followAndConfirm(number: string, email: string, language = 'en'): Promise<void> {
    const before = mailsTo(email).length;
    await t.http.post('/api/follows').send({ number, email, language }).expect(202);
    const confirmation = await nthMailTo(email, before + 1);
    await t.http
      .post('/api/follows/confirm')
      .send({ token: tokenOf(linkTo(confirmation.text, '/follow/confirm')) })
      .expect(200);
  }

  beforeAll(async () => {
    loopback = await SeventeenTrackLoopback.start(KEY);
    smtp = new LoopbackSmtpServer();
    const smtpPort = await smtp.start();
    t = await startTestApp({
      SEVENTEENTRACK_API_KEY: KEY,
      SEVENTEENTRACK_API_URL: loopback.baseUrl,
      CARRIER_RATE_LIMITS: '17track:1000',
      MAIL_RETRY_DELAY_MS: '200',
      FOLLOW_LIMIT_PER_HOUR: '25',
      PUBLIC_BASE_URL: 'https://parcels.example',
    });
    admin = await t.signIn();
    await admin
      .put('/api/mailing-settings', { email: 'desk@parcelpilot.test', email_server: '127.0.0.1', port: smtpPort })
      .expect(200);
    await t.app.listen(0, '127.0.0.1');
    webhook = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/api/webhooks/17track`;
    worker = await NestFactory.createApplicationContext(AppModule.forRoot(t.context.config, 'worker'), {
      logger: false,
    });
    await worker.init();
  });
  afterAll(async () => {
    await worker?.close();
    await t.close();
    await smtp.stop();
    await loopback.close();
  });

  it('sends nothing but a confirmation before the address confirms, then one mail per change in its language', async () => {
    const email = 'ana@example.com';
    await lookUp(numbers.confirm);
    await t.http.post('/api/follows').send({ number: numbers.confirm, email, language: 'es' }).expect(202);
    const confirmation = await nthMailTo(email, 1);
    expect(confirmation.subject).toBe(`Confirma los avisos por correo de ${numbers.confirm}`);
    const confirmLink = linkTo(confirmation.text, '/follow/confirm');
    expect(confirmLink).toMatch(/^\/es\/follow\/confirm\?token=/);

    // Not confirmed: a status change mails nothing.
    await push(numbers.confirm, 'handed-over');
    await settle();
    expect(mailsTo(email)).toHaveLength(1);

    // A forged or altered token confirms nothing.
    const token = tokenOf(confirmLink);
    await t.http
      .post('/api/follows/confirm')
      .send({ token: `${token}x` })
      .expect(404);
    await t.http.post('/api/follows/confirm').send({}).expect(400);
    const confirmed = await t.http.post('/api/follows/confirm').send({ token }).expect(200);
    expect(confirmed.body).toEqual({ number: numbers.confirm, language: 'es' });

    await push(numbers.confirm, 'delivered');
    const change = await nthMailTo(email, 2);
    expect(change.subject).toBe(`${numbers.confirm}: Entregado`);
    expect(change.text).toContain(`El envío ${numbers.confirm} está ahora: Entregado.`);
    expect(change.text).toContain('Últimos eventos:');
    expect(change.text).toContain('Delivered, In/At Mailbox');
    expect(change.text).toContain(`https://parcels.example/es/track/${numbers.confirm}`);
    expect(change.headers.get('list-unsubscribe')).toMatch(
      /^<https:\/\/parcels\.example\/api\/follows\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(change.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(linkTo(change.text, '/follow/unsubscribe')).toMatch(/^\/es\/follow\/unsubscribe\?token=/);
    await settle();
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('mails a change once with two worker processes, whether the refresh worker or both processes report it', async () => {
    const email = 'two@example.com';
    await lookUp(numbers.workers);
    await followAndConfirm(numbers.workers, email);

    // The refresh worker (either process) polls 17TRACK after a day without a push and finds a change.
    loopback.setTrackInfo(numbers.workers, shipmentTrackInfo('handed-over'));
    const db = t.app.get<DatabaseConnection>(DATABASE_CONNECTION).db;
    await db
      .update(seventeenTrackRegistrations)
      .set({ lastPushAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(seventeenTrackRegistrations.number, numbers.workers));
    const tracking = t.app.get(TrackingRepository);
    const row = (await tracking.findByCode(numbers.workers))!;
    await tracking.update(row.id, {
      nextCheckAt: new Date(Date.now() - 1000),
      lastCheckedAt: new Date(Date.now() - DAY),
    });
    await worker.get(QueueRegistry).queue(QueueName.TrackingRefresh).add(ENQUEUE_DUE_REFRESHES_JOB, {});
    const change = await nthMailTo(email, 2);
    expect(change.subject).toBe(`${numbers.workers}: In Transit`);

    // The same stored change reported in both processes at once (as after a redelivered event): one mail.
    const event: ShipmentStatusChangedEvent = {
      trackingCodeId: row.id,
      code: numbers.workers,
      carrierCode: row.carrierCode,
      previous: { status: 'in transit', subStatus: 'customs' },
      current: { status: 'out for delivery', subStatus: 'out_for_delivery' },
      latestEvent: null,
      source: 'poll',
      isDemo: false,
      changedAt: new Date(),
    };
    t.app.get(TrackingDomainEvents).emitStatusChanged(event);
    worker.get(TrackingDomainEvents).emitStatusChanged({ ...event });
    const again = await nthMailTo(email, 3);
    expect(again.subject).toBe(`${numbers.workers}: Out for Delivery`);
    await settle();
    expect(mailsTo(email).map((mail) => mail.subject)).toEqual([
      `Confirm e-mail updates for ${numbers.workers}`,
      `${numbers.workers}: In Transit`,
      `${numbers.workers}: Out for Delivery`,
    ]);
  });

  it('unsubscribes by the one-click header (RFC 8058 POST), after which no mail comes', async () => {
    const email = 'header@example.com';
    const other = 'stays@example.com';
    await lookUp(numbers.header);
    await followAndConfirm(numbers.header, email);
    await followAndConfirm(numbers.header, other);
    await push(numbers.header, 'handed-over');
    const change = await nthMailTo(email, 2);
    await nthMailTo(other, 2);

    const url = new URL(change.headers.get('list-unsubscribe')!.slice(1, -1));
    const oneClick = await t.http
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(oneClick.body).toEqual({ removed: 1 });
    // Used again (mailbox providers retry): nothing left to remove, still a success.
    expect(
      (await t.http.post(`${url.pathname}${url.search}`).type('form').send('List-Unsubscribe=One-Click').expect(200))
        .body,
    ).toEqual({ removed: 0 });
    await t.http
      .post('/api/follows/unsubscribe?token=forged.token')
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(404);

    // RFC 8058 prefers multipart/form-data for the one-click POST: the token in the URL is what counts.
    const otherMail = mailsTo(other)[1];
    const otherUrl = new URL(otherMail.headers.get('list-unsubscribe')!.slice(1, -1));
    const multipart = await t.http
      .post(`${otherUrl.pathname}${otherUrl.search}`)
      .field('List-Unsubscribe', 'One-Click')
      .expect(200);
    expect(multipart.body).toEqual({ removed: 1 });
    await followAndConfirm(numbers.header, other);

    await push(numbers.header, 'delivered');
    await nthMailTo(other, 4);
    await settle();
    expect(mailsTo(email)).toHaveLength(2);
  });

  it("unsubscribes by the mail's link, and removes every follow of an address from one page", async () => {
    const email = 'link@example.com';
    await lookUp(numbers.link);
    await lookUp(numbers.expiry);
    await followAndConfirm(numbers.link, email, 'de');
    await followAndConfirm(numbers.expiry, email, 'de');
    await push(numbers.link, 'handed-over');
    const change = await nthMailTo(email, 3);
    expect(change.subject).toBe(`${numbers.link}: Unterwegs`);

    const manageToken = tokenOf(linkTo(change.text, '/follow/manage'));
    const listed = await t.http.post('/api/follows/address').send({ token: manageToken }).expect(200);
    expect(listed.body).toEqual({
      follows: [
        { number: numbers.link, status: 'active' },
        { number: numbers.expiry, status: 'active' },
      ],
    });

    const unsubscribe = tokenOf(linkTo(change.text, '/follow/unsubscribe'));
    expect((await t.http.post('/api/follows/unsubscribe').send({ token: unsubscribe }).expect(200)).body).toEqual({
      removed: 1,
    });
    expect((await t.http.post('/api/follows/address').send({ token: manageToken }).expect(200)).body.follows).toEqual([
      { number: numbers.expiry, status: 'active' },
    ]);
    // An unsubscribe token is not an address token, and the reverse.
    await t.http.post('/api/follows/address/remove').send({ token: unsubscribe }).expect(404);
    expect((await t.http.post('/api/follows/address/remove').send({ token: manageToken }).expect(200)).body).toEqual({
      removed: 1,
    });
    expect((await t.http.post('/api/follows/address').send({ token: manageToken }).expect(200)).body.follows).toEqual(
      [],
    );
  });

  it('expires unconfirmed follows, and deletes addresses 30 days after delivery', async () => {
    const db = t.app.get<DatabaseConnection>(DATABASE_CONNECTION).db;
    const addresses = async () => (await db.select({ email: follows.email }).from(follows)).map((row) => row.email);
    await t.http
      .post('/api/follows')
      .send({ number: numbers.expiry, email: 'late@example.com', language: 'en' })
      .expect(202);
    const [pending] = await db.select().from(follows).where(eq(follows.email, 'late@example.com'));
    expect(pending.status).toBe('pending');
    expect(pending.expiresAt!.getTime() - Date.now()).toBeGreaterThan(47 * HOUR);

    // The delivered shipment of the first test: its follow now expires 30 days after the delivery was stored.
    const [delivered] = await db.select().from(follows).where(eq(follows.email, 'ana@example.com'));
    expect(delivered.expiresAt!.getTime() - Date.now()).toBeGreaterThan(29 * DAY);
    expect(delivered.expiresAt!.getTime() - Date.now()).toBeLessThan(31 * DAY);

    await db
      .update(follows)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(follows.id, pending.id));
    await db
      .update(follows)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(follows.id, delivered.id));
    // A change mail claimed 20 minutes ago whose job was lost (Redis away at the time): the same job queues it again.
    const [two] = await db.select().from(follows).where(eq(follows.email, 'two@example.com'));
    // Confirmed, not delivered: it ends 180 days after its confirmation at the latest.
    expect(Math.round((two.expiresAt!.getTime() - two.confirmedAt!.getTime()) / DAY)).toBe(180);
    await db.insert(followNotifications).values({
      followId: two.id,
      changeKey: `delivered|delivered|${new Date(Date.now() - 20 * 60 * 1000).toISOString()}`,
      createdAt: new Date(Date.now() - 20 * 60 * 1000),
    });
    await t.app.get(QueueRegistry).queue(QueueName.Mail).add(EXPIRE_FOLLOWS_JOB, {});
    expect((await nthMailTo('two@example.com', 4)).subject).toBe(`${numbers.workers}: Delivered`);
    await waitFor(
      async () => ((await addresses()).includes('late@example.com') ? undefined : true),
      10_000,
      'the expired follows to go',
    );
    expect(await addresses()).not.toContain('ana@example.com');
    expect(await addresses()).toContain('two@example.com');
    // Its confirmation link died with it.
    const confirmation = mailsTo('late@example.com')[0];
    await t.http
      .post('/api/follows/confirm')
      .send({ token: tokenOf(linkTo(confirmation.text, '/follow/confirm')) })
      .expect(404);
  });

  it('never retries a confirmation mail the mail server refuses, and forgets that address', async () => {
    const email = 'nobody@example.com';
    await lookUp(numbers.expiry);
    smtp.refused.set(email, 0);
    await t.http.post('/api/follows').send({ number: numbers.expiry, email, language: 'en' }).expect(202);
    await waitFor(() => Promise.resolve(smtp.refused.get(email) ? true : undefined), 15_000, 'the refusal');
    const db = t.app.get<DatabaseConnection>(DATABASE_CONNECTION).db;
    await waitFor(
      async () => ((await db.select().from(follows).where(eq(follows.email, email))).length === 0 ? true : undefined),
      10_000,
      'the follow to go',
    );
    await settle(); // MAIL_RETRY_DELAY_MS is 200: a retry would have come by now
    expect(smtp.refused.get(email)).toBe(1);
  });

  it('turns off with the back-office switch: no new follows, no mails', async () => {
    const email = 'off@example.com';
    await lookUp(numbers.off);
    await followAndConfirm(numbers.off, email);
    await t.http.put('/api/follows/feature').send({ enabled: false }).expect(401);
    expect((await admin.put('/api/follows/feature', { enabled: false }).expect(200)).body).toEqual({ enabled: false });
    expect((await t.http.get('/api/follows/feature').expect(200)).body).toEqual({ enabled: false });
    await t.http
      .post('/api/follows')
      .send({ number: numbers.off, email: 'new@example.com', language: 'en' })
      .expect(503);
    await push(numbers.off, 'handed-over');
    await settle();
    expect(mailsTo(email)).toHaveLength(1);
    await admin.put('/api/follows/feature', { enabled: true }).expect(200);
  });

  it('shows staff the follows per shipment as counts, never addresses; only admins switch the feature', async () => {
    await admin
      .post('/api/users', { name: 'Ed', email: 'ed@parcelpilot.test', password: 'editor password', role: 'editor' })
      .expect(201);
    const editor = await t.signIn('ed@parcelpilot.test', 'editor password');
    const list = await editor
      .get(`/api/tracking-codes?filter=${encodeURIComponent(JSON.stringify({ code: numbers.header }))}`)
      .expect(200);
    const [shipment] = list.body.records as Array<{ _id: string; code: string; follows: unknown }>;
    expect(shipment.code).toBe(numbers.header);
    expect(shipment.follows).toEqual({ active: 1, pending: 0 }); // header@ unsubscribed, stays@ follows
    const one = await editor.get(`/api/tracking-codes/${shipment._id}`).expect(200);
    expect(one.body.follows).toEqual({ active: 1, pending: 0 });
    expect(JSON.stringify([list.body, one.body])).not.toMatch(/@example\.com/);
    await editor.put('/api/follows/feature', { enabled: false }).expect(403);
  });

  it('limits confirmation mails per address and follows per visitor address, refuses unknown numbers and bad input', async () => {
    await lookUp(numbers.limits);
    const email = 'victim@example.com';
    for (const number of [numbers.limits, numbers.workers, numbers.header, numbers.link]) {
      await t.http.post('/api/follows').send({ number, email, language: 'en' }).expect(202);
    }
    await nthMailTo(email, 3);
    await settle();
    expect(mailsTo(email)).toHaveLength(3);

    await t.http.post('/api/follows').send({ number: 'RR000000000CN', email, language: 'en' }).expect(404);
    const bad = await t.http
      .post('/api/follows')
      .send({ number: numbers.limits, email: 'x@', language: 'xx' })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'language']);

    // FOLLOW_LIMIT_PER_HOUR (25 here) new follows per visitor address and hour, counted in Redis.
    const answers: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      const response = await t.http
        .post('/api/follows')
        .send({ number: numbers.limits, email: `n${i}@example.com`, language: 'en' });
      answers.push(response.status);
    }
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(answers.slice(answers.indexOf(429)).every((status) => status === 429)).toBe(true);
  });
});
