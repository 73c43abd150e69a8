import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { createApiApp } from '../../../bootstrap.js';
import { DATABASE_CONNECTION } from '../../../database/database.module.js';
import type { DatabaseConnection } from '../../../database/database.js';
import { seventeenTrackRegistrations } from '../../../database/schema/index.js';
import { QueueRegistry } from '../../../queues/queue.registry.js';
import { QueueName } from '../../../queues/queue-names.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { waitFor } from '../../../testing/test-environment.js';
import {
  SeventeenTrackLoopback,
  shipmentTrackInfo,
} from '../carriers/testing/seventeen-track-loopback.test-support.js';
import { ENQUEUE_DUE_REFRESHES_JOB } from '../jobs/enqueue-due-refreshes.job.js';
import { TrackingDomainEvents, type ShipmentStatusChangedEvent } from '../tracking-domain-events.js';
import { TrackingRepository } from '../tracking.repository.js';
import { TrackingService } from '../tracking.service.js';
import { SeventeenTrackRegistrationRepository } from './seventeen-track-registration.repository.js';

const KEY = '17track-push-test-key';
const HOUR = 60 * 60 * 1000;

/** S10 numbers of China Post: no direct API covers them, so every lookup goes to 17TRACK. */
const numbers = {
  pushed: 'RR123456789CN',
  polled: 'RR111111115CN',
  stopped: 'RR222222225CN',
  already: 'RR333333335CN',
  quota: 'RR444444445CN',
  restart: 'RR555555555CN',
};

function env(loopback: SeventeenTrackLoopback): Record<string, string> {
  return { SEVENTEENTRACK_API_KEY: KEY, SEVENTEENTRACK_API_URL: loopback.baseUrl, CARRIER_RATE_LIMITS: '17track:1000' };
}

/** Listens on loopback (17TRACK's pushes come over the network) and returns the webhook's URL. */
async function webhookOf(app: NestExpressApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}/api/webhooks/17track`;
}

function registrationsOf(app: NestExpressApplication) {
  const db = app.get<DatabaseConnection>(DATABASE_CONNECTION).db;
  return {
    find: (number: string) => app.get(SeventeenTrackRegistrationRepository).find(number),
    setLastPush: (number: string, at: Date) =>
      db
        .update(seventeenTrackRegistrations)
        .set({ lastPushAt: at })
        .where(eq(seventeenTrackRegistrations.number, number)),
  };
}

describe('17TRACK registration and push', () => {
  let loopback: SeventeenTrackLoopback;
  let t: TestApp;
  let webhook: string;
  const changes: ShipmentStatusChangedEvent[] = [];

  beforeAll(async () => {
    loopback = await SeventeenTrackLoopback.start(KEY);
    t = await startTestApp(env(loopback));
    webhook = await webhookOf(t.app);
    t.app.get(TrackingDomainEvents).onStatusChanged((event) => {
      changes.push(event);
    });
  });
  afterAll(async () => {
    await t.close();
    await loopback.close();
  });

  it('registers a number the first time a lookup needs 17TRACK, and keeps nothing while 17TRACK has nothing', async () => {
    const lookup = await t.http.get(`/api/tracking/${numbers.pushed}`).expect(200);

    expect(lookup.body).toMatchObject({ code: numbers.pushed, status: false, lookupState: 'no-information' });
    expect(loopback.registerCalls()).toEqual([[numbers.pushed]]);
    expect(loopback.trackInfoCalls()).toEqual([[numbers.pushed]]);
    // An anonymous lookup of a number nobody has news of leaves no row; registering it again costs no quota.
    expect(await registrationsOf(t.app).find(numbers.pushed)).toBeUndefined();
    expect(await t.app.get(TrackingRepository).exists(numbers.pushed)).toBe(false);
  });

  it('records a number 17TRACK already has as registered, and does not register it again', async () => {
    loopback.registered.set(numbers.already, 3011); // registered earlier, by another process or installation
    loopback.setTrackInfo(numbers.already, shipmentTrackInfo('in-transit'));
    const before = Date.now();

    await t.http.get(`/api/tracking/${numbers.already}`).expect(200);
    await t.app.get(TrackingService).refreshShared(numbers.already); // as the refresh worker asks again

    expect(loopback.registerCalls().filter((call) => call.includes(numbers.already))).toEqual([[numbers.already]]);
    expect(loopback.trackInfoCalls().filter((call) => call.includes(numbers.already))).toHaveLength(2);
    const registration = await registrationsOf(t.app).find(numbers.already);
    expect(registration).toMatchObject({ carrier: null, stoppedAt: null, lastPushAt: null, quotaError: null });
    expect(registration!.registeredAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('says the carrier is not answering when 17TRACK refuses a registration for lack of quota', async () => {
    loopback.quota = 0;
    try {
      const lookup = await t.http.get(`/api/tracking/${numbers.quota}`).expect(200);
      expect(lookup.body).toMatchObject({ status: false, lookupState: 'not-answering' });
      expect(await registrationsOf(t.app).find(numbers.quota)).toBeUndefined();
    } finally {
      loopback.quota = Number.POSITIVE_INFINITY;
    }
  });

  it('applies a signed push through the same storage as a lookup and says the status changed', async () => {
    loopback.setTrackInfo(numbers.pushed, shipmentTrackInfo('handed-over'));
    changes.length = 0;

    const push = await loopback.push(webhook, loopback.pushBody('TRACKING_UPDATED', numbers.pushed));

    expect(push).toEqual({
      status: 200,
      body: { event: 'TRACKING_UPDATED', number: numbers.pushed, applied: true },
    });
    const lookup = await t.http.get(`/api/tracking/${numbers.pushed}`).expect(200);
    expect(lookup.body).toMatchObject({
      status: 'in transit',
      subStatus: 'customs',
      failure: null,
      shipmentInfo: {
        extraCarrier: { trackingNumber: '9400111899223397910390', companyCode: 'usps', companyName: 'USPS' },
      },
    });
    expect(lookup.body.records.map((record: { carrier: string; leg: string }) => [record.carrier, record.leg])).toEqual(
      [
        ['USPS', 'last-mile'],
        ['China Post', 'first'],
        ['China Post', 'first'],
        ['China Post', 'first'],
      ],
    );
    expect(lookup.body.handOff).toEqual({
      first: {
        trackingNumber: numbers.pushed,
        carrierName: 'China Post',
        carrierCode: 'china-post',
        trackingUrl: `https://www.ems.com.cn/qps/yjcx?mailNum=${numbers.pushed}`,
      },
      lastMile: {
        trackingNumber: '9400111899223397910390',
        carrierName: 'USPS',
        carrierCode: 'usps',
        trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223397910390',
      },
    });
    expect(changes).toEqual([
      expect.objectContaining({
        code: numbers.pushed,
        source: 'push',
        previous: null,
        current: { status: 'in transit', subStatus: 'customs' },
        latestEvent: expect.objectContaining({ carrier: 'USPS', occurredAt: new Date('2022-03-10T05:14:00Z') }),
        isDemo: false,
      }),
    ]);
    const registration = await registrationsOf(t.app).find(numbers.pushed);
    expect(registration).toMatchObject({
      lastPushAt: expect.any(Date),
      lastPushedEventAt: new Date('2022-03-10T05:14:00Z'),
    });
  });

  it('refuses a missing or wrong signature with 401 and stores nothing', async () => {
    loopback.setTrackInfo(numbers.pushed, shipmentTrackInfo('delivered'));
    const body = loopback.pushBody('TRACKING_UPDATED', numbers.pushed);

    const missing = await loopback.push(webhook, body, { sign: null });
    const otherKey = await loopback.push(webhook, body, { sign: loopback.sign(body, 'someone-elses-key') });
    const tampered = await loopback.push(webhook, body.replace('Delivered, In/At Mailbox', 'Lost'), {
      sign: loopback.sign(body),
    });
    const garbage = await loopback.push(webhook, body, { sign: 'x'.repeat(64) });

    for (const answer of [missing, otherKey, tampered, garbage]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ statusCode: 401, message: expect.stringMatching(/signed/) });
    }
    const lookup = await t.http.get(`/api/tracking/${numbers.pushed}`).expect(200);
    expect(lookup.body.status).toBe('in transit');
  });

  it('refuses a replayed body and an update older than one applied, and applies each update once', async () => {
    const handedOver = loopback.pushBody('TRACKING_UPDATED', numbers.pushed); // the same bytes as the first push
    loopback.setTrackInfo(numbers.pushed, shipmentTrackInfo('in-transit'));
    const older = loopback.pushBody('TRACKING_UPDATED', numbers.pushed);
    loopback.setTrackInfo(numbers.pushed, shipmentTrackInfo('delivered'));
    const delivered = loopback.pushBody('TRACKING_UPDATED', numbers.pushed);
    const tracking = t.app.get(TrackingRepository);

    expect((await loopback.push(webhook, older)).status).toBe(401);
    expect((await loopback.push(webhook, delivered)).status).toBe(200);
    const row = await tracking.findByCode(numbers.pushed);
    const events = await tracking.countEvents(row!.id);
    expect(row).toMatchObject({ status: 'delivered', nextCheckAt: null });

    const replays = [await loopback.push(webhook, delivered), await loopback.push(webhook, handedOver)];
    expect(replays.map((replay) => replay.status)).toEqual([401, 401]);
    expect(replays[0].body).toMatchObject({ message: expect.stringMatching(/already received/) });

    // The same update in other bytes (17TRACK sending it again with another tag) is new, and changes nothing.
    const resent = delivered.replace('"tag":""', '"tag":"resent"');
    expect((await loopback.push(webhook, resent)).status).toBe(200);
    expect(await tracking.countEvents(row!.id)).toBe(events);
    expect(events).toBe(6);
  });

  it('stores a push with news of a number a lookup found nothing of, and acknowledges one with none', async () => {
    loopback.registered.set('RR999999995CN', 3011);
    const empty = await loopback.push(webhook, loopback.pushBody('TRACKING_UPDATED', 'RR999999995CN'));
    expect(empty).toEqual({
      status: 200,
      body: { event: 'TRACKING_UPDATED', number: 'RR999999995CN', applied: false },
    });
    expect(await t.app.get(TrackingRepository).exists('RR999999995CN')).toBe(false);
    expect(await registrationsOf(t.app).find('RR999999995CN')).toBeUndefined();

    loopback.setTrackInfo('RR999999995CN', shipmentTrackInfo('delivered'));
    const news = await loopback.push(webhook, loopback.pushBody('TRACKING_UPDATED', 'RR999999995CN'));
    expect(news).toEqual({ status: 200, body: { event: 'TRACKING_UPDATED', number: 'RR999999995CN', applied: true } });
    expect(await t.app.get(TrackingRepository).findByCode('RR999999995CN')).toMatchObject({ status: 'delivered' });
    expect(await registrationsOf(t.app).find('RR999999995CN')).toMatchObject({ lastPushAt: expect.any(Date) });
  });

  it('answers 400 to a signed body that is not a push, and 413 to one over the size limit', async () => {
    const notJson = 'not json';
    expect((await loopback.push(webhook, notJson)).status).toBe(400);
    const notPush = JSON.stringify({ event: 'TRACKING_UPDATED', data: { carrier: 3011 } });
    expect((await loopback.push(webhook, notPush)).status).toBe(400);
    const huge = JSON.stringify({ event: 'TRACKING_UPDATED', data: { number: 'RR1', pad: 'x'.repeat(600_000) } });
    expect(await loopback.push(webhook, huge)).toEqual({
      status: 413,
      body: expect.objectContaining({ statusCode: 413, message: expect.any(String) }),
    });
  });

  it('does not poll a number while 17TRACK pushes it, and polls it after a day without a push', async () => {
    const tracking = t.app.get(TrackingRepository);
    const registrations = registrationsOf(t.app);
    const enqueueDue = () =>
      t.app.get(QueueRegistry).queue(QueueName.TrackingRefresh).add(ENQUEUE_DUE_REFRESHES_JOB, {});
    await t.http.get(`/api/tracking/${numbers.polled}`).expect(200);
    loopback.setTrackInfo(numbers.polled, shipmentTrackInfo('in-transit'));
    expect((await loopback.push(webhook, loopback.pushBody('TRACKING_UPDATED', numbers.polled))).status).toBe(200);
    const pushedAt = (await registrations.find(numbers.polled))!.lastPushAt!;
    const polls = () => loopback.trackInfoCalls().filter((call) => call.includes(numbers.polled)).length;
    const pollsBefore = polls();

    // A visitor's lookup after the stored answer went stale: the push keeps it current, 17TRACK is not asked.
    const row = await tracking.findByCode(numbers.polled);
    await tracking.update(row!.id, {
      lastCheckedAt: new Date(Date.now() - HOUR),
      nextCheckAt: new Date(Date.now() - 1000),
    });
    const lookup = await t.http.get(`/api/tracking/${numbers.polled}`).expect(200);
    expect(lookup.body.status).toBe('in transit');

    // The refresh worker finds it due, and moves its next check to a day after the push instead of asking.
    await enqueueDue();
    const deferred = await waitFor(
      async () => {
        const current = await tracking.findByCode(numbers.polled);
        return current?.nextCheckAt && current.nextCheckAt.getTime() > Date.now() + 20 * HOUR ? current : undefined;
      },
      15_000,
      'the next check to move a day after the push',
    );
    expect(deferred.nextCheckAt).toEqual(new Date(pushedAt.getTime() + 24 * HOUR));
    expect(polls()).toBe(pollsBefore);

    // No push for more than a day: the worker asks 17TRACK (gettrackinfo, no new registration).
    await registrations.setLastPush(numbers.polled, new Date(Date.now() - 25 * HOUR));
    await tracking.update(row!.id, { nextCheckAt: new Date(Date.now() - 1000) });
    await enqueueDue();
    await waitFor(
      () => Promise.resolve(polls() > pollsBefore ? true : undefined),
      15_000,
      'the worker to poll 17TRACK',
    );
    expect(loopback.registerCalls().filter((call) => call.includes(numbers.polled))).toHaveLength(1);
  });

  it('marks a number 17TRACK stopped tracking, and polls it again as any other', async () => {
    await t.http.get(`/api/tracking/${numbers.stopped}`).expect(200);
    loopback.setTrackInfo(numbers.stopped, shipmentTrackInfo('in-transit'));
    expect((await loopback.push(webhook, loopback.pushBody('TRACKING_UPDATED', numbers.stopped))).status).toBe(200);
    const stop = loopback.pushBody('TRACKING_STOPPED', numbers.stopped);

    expect(await loopback.push(webhook, stop)).toEqual({
      status: 200,
      body: { event: 'TRACKING_STOPPED', number: numbers.stopped, applied: true },
    });
    expect((await loopback.push(webhook, stop)).status).toBe(401);

    expect(await registrationsOf(t.app).find(numbers.stopped)).toMatchObject({ stoppedAt: expect.any(Date) });
    const registrations = t.app.get(SeventeenTrackRegistrationRepository);
    expect(await registrations.pushedUntil(numbers.stopped, 24 * HOUR)).toBeUndefined();
    expect(await registrations.deferPushed([numbers.stopped], new Date(), 24 * HOUR)).toEqual([]);
  });
});

describe('17TRACK registrations across restarts', () => {
  it('does not register a number again after the application restarts on the same database', async () => {
    const loopback = await SeventeenTrackLoopback.start(KEY);
    const first = await startTestApp(env(loopback));
    let second: NestExpressApplication | undefined;
    try {
      loopback.setTrackInfo(numbers.restart, shipmentTrackInfo('in-transit'));
      await first.http.get(`/api/tracking/${numbers.restart}`).expect(200);
      await first.app.close(); // the database (PostgreSQL or PGlite's directory) stays

      second = await createApiApp(first.context.config);
      await second.init();
      const tracking = second.get(TrackingRepository);
      const row = await tracking.findByCode(numbers.restart);
      await tracking.update(row!.id, { lastCheckedAt: new Date(Date.now() - HOUR) });
      const lookup = await request(second.getHttpServer()).get(`/api/tracking/${numbers.restart}`).expect(200);

      expect(lookup.body.status).toBe('in transit');
      expect(loopback.registerCalls()).toEqual([[numbers.restart]]);
      expect(loopback.trackInfoCalls()).toEqual([[numbers.restart], [numbers.restart]]);
    } finally {
      await second?.close();
      await first.context.cleanup();
      await loopback.close();
    }
  });
});
