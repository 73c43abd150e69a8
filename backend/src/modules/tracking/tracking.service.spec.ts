import { setTimeout as sleep } from 'node:timers/promises';
import { jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApiApp } from '../../bootstrap.js';
import { QueueRegistry } from '../../queues/queue.registry.js';
import { QueueName } from '../../queues/queue-names.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { waitFor } from '../../testing/test-environment.js';
import {
  LoopbackCarrierServer,
  loadFixture,
  respondJson,
  type ImmediateHandler,
} from './carriers/testing/loopback-carrier-server.test-support.js';
import { ENQUEUE_DUE_REFRESHES_JOB } from './jobs/enqueue-due-refreshes.job.js';
import {
  TrackingDomainEvents,
  type ShipmentDeliveredEvent,
  type ShipmentStatusChangedEvent,
} from './tracking-domain-events.js';
import { TrackingRepository } from './tracking.repository.js';
import { TrackingService } from './tracking.service.js';

/** DHL's documented delivered shipment, renamed to the number asked. */
const dhlDelivered: ImmediateHandler = (request, response) => {
  const shipment = loadFixture<{ shipments: Array<{ id: string }> }>('dhl-shipment.json');
  const number = request.query.get('trackingNumber') ?? '';
  const body = { ...shipment, shipments: shipment.shipments.map((item) => ({ ...item, id: number })) };
  respondJson(200, body)(request, response);
};

/** DHL answers every number with its delivered shipment after `delayMs`. */
function dhlAnswering(server: LoopbackCarrierServer, delayMs = 0): void {
  server.route('GET', '/track/shipments', server.delay(delayMs, dhlDelivered));
}

const DHL_NUMBER = '7777777770';

describe('tracking lookups', () => {
  let dhl: LoopbackCarrierServer;
  let t: TestApp;

  beforeAll(async () => {
    dhl = await LoopbackCarrierServer.start();
    t = await startTestApp({ DHL_API_KEY: 'test-key', DHL_API_URL: dhl.baseUrl, CARRIER_RATE_LIMITS: 'dhl:1000' });
  });
  afterAll(async () => {
    await t.close();
    await dhl.close();
  });
  beforeEach(() => {
    dhl.requests.length = 0;
  });

  it('answers a demo number in the spec shape', async () => {
    const response = await t.http.get('/api/tracking/1z5r89390357567127').expect(200);
    const result = response.body;
    expect(Object.keys(result).sort()).toEqual(
      [
        'code',
        'daysInTransit',
        'deliveryForecast',
        'destination',
        'detection',
        'failure',
        'foundIn',
        'isDemo',
        'lastCheckedAt',
        'lookupState',
        'origin',
        'records',
        'shipmentInfo',
        'status',
        'subStatus',
        'weight',
        'weightUnit',
      ].sort(),
    );
    expect(result).toMatchObject({
      code: '1Z5R89390357567127',
      status: 'delivered',
      isDemo: true,
      foundIn: [{ name: 'UPS', code: 'ups' }],
      weight: 2300,
      weightUnit: 'gr',
      daysInTransit: 5,
      deliveryForecast: null, // delivered: nothing to forecast
      origin: { city: 'Louisville', state: 'KY', countryName: 'United States', countryISO: 'US' },
      destination: { city: 'Denver', countryISO: 'US' },
      shipmentInfo: { code: '1Z5R89390357567127', sender: 'Northwind Outdoor Supply', serviceType: 'UPS Ground' },
    });
    expect(result.records).toHaveLength(6);
    expect(Object.keys(result.records[0]).sort()).toEqual(
      ['Event', 'EventDate', 'EventDescription', 'carrier', '_LocationText', 'status'].sort(),
    );
    expect(result.records[0]).toMatchObject({ Event: 'Delivered: Front Door', _LocationText: 'Denver, CO, US' });
    const dates = result.records.map((record: { EventDate: number }) => record.EventDate);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(result.detection.candidates[0]).toMatchObject({ carrier: 'ups', confidence: 'high' });
    expect(dhl.requests).toHaveLength(0);
  });

  it('asks the carrier for a new number, stores its events, and answers from storage while fresh', async () => {
    dhlAnswering(dhl);
    const first = await t.http.get(`/api/tracking/${DHL_NUMBER}`).expect(200);
    expect(first.body).toMatchObject({ code: DHL_NUMBER, status: 'delivered', foundIn: [{ code: 'dhl' }] });
    expect(first.body.records.length).toBeGreaterThan(0);
    expect(dhl.requests).toHaveLength(1);
    expect(dhl.requests[0].headers['dhl-api-key']).toBe('test-key');

    const second = await t.http.get(`/api/tracking/${DHL_NUMBER}`).expect(200);
    expect(second.body.records).toEqual(first.body.records);
    expect(dhl.requests).toHaveLength(1);
  });

  it('makes one carrier call for 100 concurrent lookups of the same new number', async () => {
    dhlAnswering(dhl, 200);
    const number = '1234567891';
    const answers = await Promise.all(Array.from({ length: 100 }, () => t.http.get(`/api/tracking/${number}`)));
    expect(answers.every((answer) => answer.status === 200 && answer.body.status === 'delivered')).toBe(true);
    expect(dhl.requestsTo('GET', '/track/shipments')).toHaveLength(1);
  });

  it('reads a stored number once for concurrent lookups while it is not in the answer cache', async () => {
    dhlAnswering(dhl);
    const service = t.app.get(TrackingService);
    const number = '6666666661';
    await service.refreshShared(number); // stored, not yet answered (so not in the answer cache)
    const reads = jest.spyOn(t.app.get(TrackingRepository), 'findByCode');
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => service.lookup(number)));
      expect(new Set(answers).size).toBe(1);
      expect(answers[0]).toMatchObject({ code: number, status: 'delivered' });
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  it('never stores an event twice when the carrier is asked again', async () => {
    dhlAnswering(dhl);
    const service = t.app.get(TrackingService);
    const repository = t.app.get(TrackingRepository);
    const number = '3821724944';
    const { row } = await service.refreshShared(number);
    const count = await repository.countEvents(row!.id);
    await service.refreshShared(number);
    await service.refreshShared(number);
    expect(await repository.countEvents(row!.id)).toBe(count);
    expect(dhl.requests).toHaveLength(3);
  });

  it('says there is no information for a number nobody knows, with status false, and stores nothing', async () => {
    const repository = t.app.get(TrackingRepository);
    const response = await t.http.get('/api/tracking/ZZ-NOTHING-42').expect(200);
    expect(response.body).toMatchObject({
      code: 'ZZNOTHING42',
      status: false,
      failure: 'CARRIER_NOT_DETECTED',
      lookupState: 'not-recognised',
      records: [],
      foundIn: [],
    });
    dhl.route('GET', '/track/shipments', respondJson(404, loadFixture('dhl-not-found.json')));
    const notFound = await t.http.get('/api/tracking/8487135506').expect(200);
    expect(notFound.body).toMatchObject({ status: false, failure: 'NOT_FOUND', lookupState: 'no-information' });
    expect(await repository.exists('ZZNOTHING42')).toBe(false);
    expect(await repository.exists('8487135506')).toBe(false);
  });

  it('reports a carrier that does not answer as ERROR, status false', async () => {
    dhl.route('GET', '/track/shipments', respondJson(500, { title: 'boom' }));
    const response = await t.http.get('/api/tracking/1099255990').expect(200);
    expect(response.body).toMatchObject({ status: false, failure: 'ERROR', lookupState: 'not-answering' });
  });

  it('refuses bad input with a clear 400', async () => {
    for (const bad of ['%20', 'a'.repeat(65), 'abc%3Cscript%3E']) {
      const response = await t.http.get(`/api/tracking/${bad}`).expect(400);
      expect(response.body.errors.number).toEqual(expect.any(String));
    }
    const detect = await t.http.get('/api/tracking/detect?number=').expect(400);
    expect(detect.body.message).toMatch(/tracking number/i);
    await t.http.get('/api/tracking/detect').expect(400);
  });

  it('detects carriers and order numbers instantly', async () => {
    const ups = await t.http.get('/api/tracking/detect?number=1z5r 8939 0357 5671 27').expect(200);
    expect(ups.body).toMatchObject({ number: '1Z5R89390357567127', orderNumber: null });
    expect(ups.body.candidates[0]).toMatchObject({
      carrier: 'ups',
      name: 'UPS',
      confidence: 'high',
      checksumValid: true,
    });
    const amazon = await t.http.get('/api/tracking/detect?number=112-1234567-1234567').expect(200);
    expect(amazon.body.orderNumber).toMatchObject({ marketplace: 'amazon' });
    const formats = await t.http.get('/api/tracking/formats').expect(200);
    expect(formats.body.length).toBeGreaterThan(40);
    expect(formats.body[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), carrierName: expect.any(String), examples: expect.any(Array) }),
    );
  });

  it('tracks up to 40 numbers at once and refuses more', async () => {
    const response = await t.http
      .post('/api/tracking/batch')
      .send({ codes: ['3318810025', 'RB123456785GB'] })
      .expect(200);
    expect(response.body.results.map((result: { status: string }) => result.status)).toEqual([
      'out for delivery',
      'delivered',
    ]);
    const tooMany = await t.http
      .post('/api/tracking/batch')
      .send({ codes: Array.from({ length: 41 }, (_, i) => `NUMBER${i}`) })
      .expect(400);
    expect(tooMany.body.errors.codes).toBe('At most 40 tracking numbers at once');
  });

  it('writes a refresh over what was stored while the carrier answered, not over the row it read before', async () => {
    const service = t.app.get(TrackingService);
    const repository = t.app.get(TrackingRepository);
    const carrier = { code: 'dhl', name: 'DHL' };
    const event = (day: number, subStatus: 'in_transit' | 'delivered') => ({
      occurredAt: new Date(`2026-06-0${day}T10:00:00Z`),
      status: subStatus === 'delivered' ? ('delivered' as const) : ('in transit' as const),
      subStatus,
      description: subStatus === 'delivered' ? 'Delivered' : `Sorted ${day}`,
      rawCode: '',
      rawText: '',
      carrier: 'DHL',
    });
    const answer = (subStatus: 'in_transit' | 'delivered', events: Array<ReturnType<typeof event>>) => ({
      trackingNumber: 'JJD0088888888',
      found: true,
      shipment: {},
      status: subStatus === 'delivered' ? ('delivered' as const) : ('in transit' as const),
      subStatus,
      events,
    });
    await service.record('JJD0088888888', carrier, answer('in_transit', [event(1, 'in_transit')]));
    // A refresh read the row, then someone else stored the delivery before the refresh wrote its (older) answer.
    const readBefore = await repository.findVersioned('JJD0088888888');
    await service.record(
      'JJD0088888888',
      carrier,
      answer('delivered', [event(1, 'in_transit'), event(3, 'delivered')]),
    );
    const row = await service.record(
      'JJD0088888888',
      carrier,
      answer('in_transit', [event(1, 'in_transit'), event(2, 'in_transit')]),
      {
        stored: Promise.resolve(readBefore),
      },
    );
    expect(row.status).toBe('delivered');
    expect(row.deliveredDate).toEqual(new Date('2026-06-03T10:00:00Z'));
    expect(row.nextCheckAt).toBeNull();
    expect(await repository.countEvents(row.id)).toBe(3);
  });

  it('never moves a delivered shipment back because of a late scan, and says "delivered" once', async () => {
    const service = t.app.get(TrackingService);
    const delivered: ShipmentDeliveredEvent[] = [];
    t.app.get(TrackingDomainEvents).onDelivered((event) => {
      delivered.push(event);
    });
    const at = (iso: string) => new Date(iso);
    const carrier = { code: 'dhl', name: 'DHL' };
    const base = { trackingNumber: 'JJD0099999999', found: true, shipment: {} };
    const transit = {
      occurredAt: at('2026-05-01T10:00:00Z'),
      status: 'in transit' as const,
      subStatus: 'in_transit' as const,
      description: 'Sorted',
      rawCode: 'transit',
      rawText: 'Sorted',
      carrier: 'DHL',
    };
    const done = {
      ...transit,
      occurredAt: at('2026-05-03T10:00:00Z'),
      status: 'delivered' as const,
      subStatus: 'delivered' as const,
      description: 'Delivered',
    };
    const late = { ...transit, occurredAt: at('2026-05-04T10:00:00Z'), description: 'Late hub scan' };
    await service.record('JJD0099999999', carrier, {
      ...base,
      status: 'in transit',
      subStatus: 'in_transit',
      events: [transit],
    });
    await service.record('JJD0099999999', carrier, {
      ...base,
      status: 'delivered',
      subStatus: 'delivered',
      events: [transit, done],
    });
    const row = await service.record('JJD0099999999', carrier, {
      ...base,
      status: 'in transit',
      subStatus: 'in_transit',
      events: [transit, done, late],
    });
    expect(row.status).toBe('delivered');
    expect(row.deliveredDate).toEqual(done.occurredAt);
    expect(row.daysInTransit).toBe(2);
    expect(row.nextCheckAt).toBeNull();
    expect(delivered.map((event) => event.code)).toEqual(['JJD0099999999']);
    expect(delivered[0]).toMatchObject({
      carrierCode: 'dhl',
      deliveredAt: done.occurredAt,
      firstEventAt: transit.occurredAt,
    });
  });

  it('says each change of status once, from a lookup as from storing any answer, and nothing when it stays', async () => {
    const service = t.app.get(TrackingService);
    const changes: ShipmentStatusChangedEvent[] = [];
    t.app.get(TrackingDomainEvents).onStatusChanged((event) => {
      changes.push(event);
    });
    const carrier = { code: 'dhl', name: 'DHL' };
    const event = (day: number, subStatus: 'in_transit' | 'out_for_delivery' | 'delivered', description: string) => ({
      occurredAt: new Date(`2026-07-0${day}T10:00:00Z`),
      status: ({ in_transit: 'in transit', out_for_delivery: 'out for delivery', delivered: 'delivered' } as const)[
        subStatus
      ],
      subStatus,
      description,
      rawCode: '',
      rawText: '',
      carrier: 'DHL',
    });
    const answer = (events: Array<ReturnType<typeof event>>) => ({
      trackingNumber: 'JJD0077777777',
      found: true,
      shipment: {},
      status: events.at(-1)!.status,
      subStatus: events.at(-1)!.subStatus,
      events,
    });
    const sorted = event(1, 'in_transit', 'Sorted');
    const hub = event(2, 'in_transit', 'Arrived at hub');
    const out = event(3, 'out_for_delivery', 'Out for delivery');
    const done = event(4, 'delivered', 'Delivered');

    await service.record('JJD0077777777', carrier, answer([sorted]));
    await service.record('JJD0077777777', carrier, answer([sorted, hub]));
    await service.record('JJD0077777777', carrier, answer([sorted, hub, out]));
    await service.record('JJD0077777777', carrier, answer([sorted, hub, out, done]));
    await service.record('JJD0077777777', carrier, answer([sorted, hub, out, done, event(5, 'in_transit', 'Scan')]));

    expect(changes.map((change) => [change.previous?.status ?? null, change.current.status, change.source])).toEqual([
      [null, 'in transit', 'poll'],
      ['in transit', 'out for delivery', 'poll'],
      ['out for delivery', 'delivered', 'poll'],
    ]);
    expect(changes[2]).toMatchObject({
      code: 'JJD0077777777',
      carrierCode: 'dhl',
      isDemo: false,
      latestEvent: { description: 'Delivered', carrier: 'DHL', occurredAt: done.occurredAt },
    });

    dhlAnswering(dhl);
    changes.length = 0;
    await t.http.get('/api/tracking/2345678904').expect(200);
    expect(changes).toEqual([
      expect.objectContaining({
        code: '2345678904',
        previous: null,
        current: expect.objectContaining({ status: 'delivered' }),
      }),
    ]);
  });

  it('refreshes due shipments in the background through the queue', async () => {
    dhlAnswering(dhl);
    const repository = t.app.get(TrackingRepository);
    // Stored earlier with nothing known yet (a number that was not found then), and due again now.
    await repository.insertMany([{ code: '4805543212', lastCheckedAt: new Date(Date.now() - 60_000) }]);
    const row = (await repository.findByCode('4805543212'))!;
    await repository.update(row.id, { nextCheckAt: new Date(Date.now() - 1000) });
    dhlAnswering(dhl);
    dhl.requests.length = 0;
    await t.app.get(QueueRegistry).queue(QueueName.TrackingRefresh).add(ENQUEUE_DUE_REFRESHES_JOB, {});
    const refreshed = await waitFor(
      async () => {
        const current = await repository.findByCode('4805543212');
        return current?.status === 'delivered' ? current : undefined;
      },
      15_000,
      'the background refresh',
    );
    expect(refreshed.lastCheckedAt!.getTime()).toBeGreaterThan(row.lastCheckedAt!.getTime());
    expect(dhl.requests).toHaveLength(1);
  });
});

describe('background refresh', () => {
  it('asks the carriers about TRACKING_REFRESH_CONCURRENCY numbers at once, and keeps that many calls going', async () => {
    const dhl = await LoopbackCarrierServer.start();
    const t = await startTestApp({
      DHL_API_KEY: 'k',
      DHL_API_URL: dhl.baseUrl,
      CARRIER_RATE_LIMITS: 'dhl:1000',
      TRACKING_REFRESH_CONCURRENCY: '2',
    });
    try {
      let inFlight = 0;
      let peak = 0;
      dhl.route('GET', '/track/shipments', async (request, response) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await sleep(150);
        inFlight -= 1;
        dhlDelivered(request, response);
      });
      const codes = Array.from({ length: 8 }, (_, index) => `JJD00${5550000000 + index}`);
      const repository = t.app.get(TrackingRepository);
      await repository.insertMany(
        codes.map((code) => ({
          code,
          status: 'in transit',
          carrierCode: 'dhl',
          nextCheckAt: new Date(Date.now() - 1000),
        })),
      );
      await t.app.get(QueueRegistry).queue(QueueName.TrackingRefresh).add(ENQUEUE_DUE_REFRESHES_JOB, {});
      await waitFor(
        async () => {
          const rows = await Promise.all(codes.map((code) => repository.findByCode(code)));
          return rows.every((row) => row?.status === 'delivered') || undefined;
        },
        20_000,
        'the background refresh of 8 shipments',
      );
      expect(dhl.requestsTo('GET', '/track/shipments')).toHaveLength(8);
      expect(peak).toBe(2);
    } finally {
      await t.close();
      await dhl.close();
    }
  });
});

describe('tracking lookups across processes', () => {
  it('makes one carrier call when two API processes are asked the same new number at once', async () => {
    const dhl = await LoopbackCarrierServer.start();
    dhlAnswering(dhl, 300);
    const first = await startTestApp({ DHL_API_KEY: 'k', DHL_API_URL: dhl.baseUrl, CARRIER_RATE_LIMITS: 'dhl:1000' });
    let second: NestExpressApplication | undefined;
    try {
      if (!first.context.config.database.url) return; // PGlite is single-process: nothing to share.
      second = await createApiApp(first.context.config);
      await second.init();
      const services = [first.app.get(TrackingService), second.get(TrackingService)];
      const rows = await Promise.all(Array.from({ length: 20 }, (_, i) => services[i % 2].lookup('8487135506')));
      expect(rows.every((row) => row.status === 'delivered')).toBe(true);
      expect(dhl.requests).toHaveLength(1);
    } finally {
      await second?.close();
      await first.close();
      await dhl.close();
      await sleep(0);
    }
  });
});

describe('staff views of tracking codes and events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists saved codes and events for staff only, with the list conventions', async () => {
    await t.http.get('/api/tracking-codes').expect(401);
    await t.http.get('/api/tracking-events').expect(401);
    const staff = await t.signIn();
    const list = await staff.get('/api/tracking-codes?sortBy=code:asc&limit=2').expect(200);
    expect(list.body.total).toBe(6);
    expect(list.body.records.map((record: { code: string }) => record.code)).toEqual([
      '09133131530724',
      '1Z5R89390357567127',
    ]);
    const filtered = await staff
      .get(`/api/tracking-codes?filter=${encodeURIComponent(JSON.stringify({ status: 'delivered' }))}`)
      .expect(200);
    expect(filtered.body.total).toBe(2);

    const one = await staff.get(`/api/tracking-codes/${list.body.records[1]._id}`).expect(200);
    expect(one.body).toMatchObject({
      code: '1Z5R89390357567127',
      weightUnit: 'gr',
      foundIn: [{ name: 'UPS', code: 'ups' }],
      trackedIn: [{ name: 'UPS', code: 'ups' }],
      isDemo: true,
    });
    expect(one.body.Events).toHaveLength(6);
    expect(one.body.Events[0]).toMatchObject({
      Event: 'Delivered: Front Door',
      EventDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      EventTime: expect.stringMatching(/^\d\d:\d\d$/),
    });
    await staff.get('/api/tracking-codes/00000000-0000-4000-8000-000000000000').expect(404);
    await staff.get('/api/tracking-codes/not-an-id').expect(404);

    const events = await staff
      .get(
        `/api/tracking-events?filter=${encodeURIComponent(JSON.stringify({ trackingCodeId: one.body._id }))}&sortBy=occurredAt:asc`,
      )
      .expect(200);
    expect(events.body.total).toBe(6);
    expect(events.body.records[0]).toMatchObject({ code: '1Z5R89390357567127', status: 'in transit' });
  });

  it('summarises the shipments looked up today and this week by status, for staff', async () => {
    await t.http.get('/api/stats/shipments-summary').expect(401);
    const staff = await t.signIn();
    await t.http.get('/api/tracking/NOBODY-KNOWS-1').expect(200);
    const summary = await staff.get('/api/stats/shipments-summary').expect(200);
    // The six demo shipments were stored at start with their last check now; a number nobody knows is not stored.
    expect(summary.body.today).toEqual({
      total: 6,
      byStatus: {
        delivered: 2,
        'in transit': 1,
        'out for delivery': 1,
        'delivery fail': 1,
        returned: 1,
        'not found': 0,
      },
    });
    expect(summary.body.last7Days.total).toBe(6);
  });

  it('shows the queues to staff', async () => {
    const staff = await t.signIn();
    const queues = await staff.get('/api/system/queues').expect(200);
    expect(queues.body.redis).toBe('up');
    expect(queues.body.queues.map((queue: { name: string }) => queue.name)).toEqual(
      expect.arrayContaining(['system', 'tracking-refresh', 'stats', 'mail']),
    );
    expect(queues.body.queues[0]).toEqual(
      expect.objectContaining({ waiting: expect.any(Number), failed: expect.any(Number), paused: false }),
    );
  });
});
