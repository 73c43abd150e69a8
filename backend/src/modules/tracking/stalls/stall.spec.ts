import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { RebuildRouteStatsJob } from '../../stats/jobs/rebuild-route-stats.job.js';
import { TrackingRepository, type NewTrackingEvent } from '../tracking.repository.js';
import { ScanGapsRepository } from './scan-gaps.repository.js';
import { laneFor, stallOf, type LaneGaps } from './stall.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-11-20T12:00:00Z');

describe('the stall decision', () => {
  const lane: LaneGaps = { p90GapHours: 90, gaps: 6, shipments: 3 }; // 3.75 days → "90% move within 4"
  const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY);

  it('flags an in-transit shipment silent for more whole days than the lane gap rounded up', () => {
    expect(stallOf({ status: 'in transit', lastEventAt: at(5), lane, now: NOW })).toEqual({
      silentDays: 5,
      laneDays: 4,
      lastEventAt: at(5),
    });
    expect(stallOf({ status: 'delivery fail', lastEventAt: at(9.9), lane, now: NOW })?.silentDays).toBe(9);
  });

  it('does not flag a silence within the lane gap (4.9 days is 4 whole days, not more than 4)', () => {
    expect(stallOf({ status: 'in transit', lastEventAt: at(4.9), lane, now: NOW })).toBeNull();
  });

  it('never flags a delivered or returned shipment, a failed lookup, or one without events or lane', () => {
    for (const status of ['delivered', 'returned', false, null, 'not found'] as const) {
      expect(stallOf({ status, lastEventAt: at(30), lane, now: NOW })).toBeNull();
    }
    expect(stallOf({ status: 'in transit', lastEventAt: undefined, lane, now: NOW })).toBeNull();
    expect(stallOf({ status: 'in transit', lastEventAt: at(30), lane: undefined, now: NOW })).toBeNull();
  });

  it('counts a lane gap under a day as one day', () => {
    const quick: LaneGaps = { p90GapHours: 3, gaps: 40, shipments: 10 };
    expect(stallOf({ status: 'in transit', lastEventAt: at(1.5), lane: quick, now: NOW })).toBeNull();
    expect(stallOf({ status: 'in transit', lastEventAt: at(2), lane: quick, now: NOW })?.laneDays).toBe(1);
  });

  it("takes the carrier's lane when it has enough shipments, else the route's, else none", () => {
    const carrier: LaneGaps = { p90GapHours: 10, gaps: 5, shipments: 2 };
    const route: LaneGaps = { p90GapHours: 20, gaps: 9, shipments: 4 };
    expect(laneFor(carrier, route, 2)).toBe(carrier);
    expect(laneFor(carrier, route, 3)).toBe(route);
    expect(laneFor(carrier, route, 5)).toBeUndefined();
    expect(laneFor(undefined, undefined, 1)).toBeUndefined();
  });
});

/** Events `hours` after `start`, one per entry. */
function events(start: Date, hours: number[], status = 'in transit'): NewTrackingEvent[] {
  return hours.map((hour, index) => ({
    occurredAt: new Date(start.getTime() + hour * HOUR),
    description: `Scan ${index}`,
    carrier: 'China Post',
    status,
    subStatus: status,
  }));
}

describe('lane gaps and the stall in the lookup answer (PostgreSQL)', () => {
  let t: TestApp;
  let repository: TrackingRepository;
  const longAgo = new Date(Date.now() - 60 * DAY);

  async function store(
    code: string,
    carrierCode: string,
    route: [string, string],
    hours: number[],
    start = longAgo,
    status: 'in transit' | 'delivered' = 'in transit',
  ) {
    await repository.save(
      code,
      {
        status,
        subStatus: status === 'delivered' ? 'delivered' : 'in transit',
        carrierCode,
        foundIn: [{ code: carrierCode, name: carrierCode }],
        origin: { countryIso: route[0] },
        destination: { countryIso: route[1] },
        firstEventAt: start,
        deliveredDate: status === 'delivered' ? new Date(start.getTime() + (hours.at(-1) ?? 0) * HOUR) : null,
        lastCheckedAt: new Date(),
      },
      events(start, hours, status),
    );
  }

  beforeAll(async () => {
    t = await startTestApp({ DEMO_DATA: 'false', STATS_MIN_SAMPLE: '3' });
    repository = t.app.get(TrackingRepository);
    // China Post CN→US gaps (hours): A 24, 48; B 12, 24, 60; C 120.
    await store('GAPA', 'china-post', ['CN', 'US'], [0, 24, 72], longAgo, 'delivered');
    await store('GAPB', 'china-post', ['CN', 'US'], [0, 12, 36, 96]);
    await store('GAPC', 'china-post', ['CN', 'US'], [0, 120]);
    // YunExpress on the same route: 240. Royal Mail GB→FR: one shipment, too little data.
    await store('GAPD', 'yunexpress', ['CN', 'US'], [0, 240]);
    await store('GAPE', 'royal-mail', ['GB', 'FR'], [0, 1]);
    await t.app.get(RebuildRouteStatsJob).handle({} as never);
  });
  afterAll(() => t.close());

  it("stores each lane's 90th percentile of the gaps between events (hand-computed)", async () => {
    const gaps = t.app.get(ScanGapsRepository);
    const cnUs = await gaps.lane('china-post', 'CN', 'US');
    // Sorted 12, 24, 24, 48, 60, 120: position 0.9 × 5 = 4.5 → 60 + 0.5 × (120 − 60) = 90.
    expect(cnUs.carrier).toMatchObject({ p90GapHours: expect.closeTo(90, 6), gaps: 6, shipments: 3 });
    // With YunExpress's 240: position 0.9 × 6 = 5.4 → 120 + 0.4 × (240 − 120) = 168.
    expect(cnUs.route).toMatchObject({ p90GapHours: expect.closeTo(168, 6), gaps: 7, shipments: 4 });
    const gbFr = await gaps.lane('royal-mail', 'GB', 'FR');
    expect(gbFr.route).toMatchObject({ p90GapHours: 1, gaps: 1, shipments: 1 });
  });

  it('finishes every rebuild when several run at once (two workers on the statistics job), with the same figures', async () => {
    const gaps = t.app.get(ScanGapsRepository);
    await Promise.all([1, 2, 3].map(() => gaps.rebuild()));
    expect((await gaps.lane('china-post', 'CN', 'US')).carrier).toMatchObject({ gaps: 6, shipments: 3 });
  });

  it('carries the stall in the answer of a shipment silent longer than its lane allows', async () => {
    // Added after the rebuild, so the figures above stay as computed. 90 h → 4 days; silent 5 days.
    await store('STALLED1', 'china-post', ['CN', 'US'], [0, 24], new Date(Date.now() - 6 * DAY - HOUR));
    const response = await t.http.get('/api/tracking/STALLED1').expect(200);
    expect(response.body.stall).toMatchObject({
      silentDays: 5,
      laneDays: 4,
      carrierCode: 'china-post',
      carrierName: 'china-post',
    });
  });

  it('carries no stall within the lane gap, for a delivered shipment, or on a lane with too little data', async () => {
    await store('MOVING1', 'china-post', ['CN', 'US'], [0, 24], new Date(Date.now() - 5 * DAY + HOUR));
    await store('DELIVERED1', 'china-post', ['CN', 'US'], [0, 24], new Date(Date.now() - 30 * DAY), 'delivered');
    await store('THINLANE1', 'royal-mail', ['GB', 'FR'], [0, 1], new Date(Date.now() - 30 * DAY));
    for (const code of ['MOVING1', 'DELIVERED1', 'THINLANE1']) {
      const response = await t.http.get(`/api/tracking/${code}`).expect(200);
      expect(response.body).not.toHaveProperty('stall');
    }
  });
});
