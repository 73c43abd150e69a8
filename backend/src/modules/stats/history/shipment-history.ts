import type { TrackingCodeChanges } from '../../tracking/tracking.repository.js';

/**
 * DEMO DATA. Plausible delivered-shipment history for the route pages and the benchmarks: routes, carriers and
 * delivery-time distributions (log-normal around a typical time), every row labelled isDemo.
 */
interface RouteProfile {
  from: string;
  to: string;
  /** Carrier code, typical days, spread (log-normal sigma), share returned or failed. */
  carriers: Array<[code: string, typicalDays: number, spread: number, failShare: number]>;
  weight: number;
}

const ROUTES: RouteProfile[] = [
  {
    from: 'CN',
    to: 'US',
    weight: 10,
    carriers: [
      ['china-post', 14, 0.45, 0.04],
      ['yunexpress', 9, 0.35, 0.02],
      ['cainiao', 11, 0.4, 0.03],
      ['4px', 10, 0.4, 0.03],
      ['usps', 12, 0.4, 0.03],
    ],
  },
  {
    from: 'CN',
    to: 'GB',
    weight: 6,
    carriers: [
      ['china-post', 12, 0.45, 0.04],
      ['yunexpress', 8, 0.35, 0.02],
      ['royal-mail', 10, 0.4, 0.03],
      ['cainiao', 10, 0.4, 0.03],
    ],
  },
  {
    from: 'CN',
    to: 'FR',
    weight: 5,
    carriers: [
      ['china-post', 15, 0.45, 0.05],
      ['yanwen', 13, 0.45, 0.04],
      ['la-poste', 12, 0.4, 0.03],
      ['cainiao', 11, 0.4, 0.03],
    ],
  },
  {
    from: 'CN',
    to: 'DE',
    weight: 5,
    carriers: [
      ['china-post', 13, 0.45, 0.04],
      ['yunexpress', 9, 0.35, 0.02],
      ['dhl-paket', 10, 0.35, 0.02],
    ],
  },
  {
    from: 'US',
    to: 'US',
    weight: 12,
    carriers: [
      ['usps', 3, 0.4, 0.015],
      ['ups', 3, 0.3, 0.01],
      ['fedex', 3, 0.3, 0.01],
      ['amazon', 2, 0.3, 0.01],
      ['ontrac', 2.5, 0.35, 0.015],
    ],
  },
  {
    from: 'US',
    to: 'CA',
    weight: 4,
    carriers: [
      ['usps', 8, 0.4, 0.03],
      ['ups', 4, 0.3, 0.015],
      ['fedex', 4, 0.3, 0.015],
      ['canada-post', 7, 0.4, 0.03],
    ],
  },
  {
    from: 'GB',
    to: 'GB',
    weight: 6,
    carriers: [
      ['royal-mail', 2, 0.4, 0.01],
      ['evri', 3, 0.4, 0.02],
      ['dpd', 1.5, 0.3, 0.01],
    ],
  },
  {
    from: 'GB',
    to: 'FR',
    weight: 2,
    carriers: [
      ['royal-mail', 5, 0.4, 0.02],
      ['dpd', 3, 0.3, 0.01],
      ['dhl', 2, 0.3, 0.01],
    ],
  },
  {
    from: 'DE',
    to: 'DE',
    weight: 6,
    carriers: [
      ['dhl-paket', 2, 0.35, 0.01],
      ['dpd', 2, 0.35, 0.01],
      ['gls', 2.5, 0.35, 0.01],
    ],
  },
  {
    from: 'DE',
    to: 'GB',
    weight: 2,
    carriers: [
      ['dhl', 3, 0.3, 0.01],
      ['dpd', 4, 0.35, 0.02],
    ],
  },
  {
    from: 'NL',
    to: 'DE',
    weight: 2,
    carriers: [
      ['postnl', 3, 0.35, 0.01],
      ['dhl-paket', 3, 0.35, 0.01],
    ],
  },
  { from: 'AU', to: 'AU', weight: 3, carriers: [['australia-post', 4, 0.4, 0.02]] },
  {
    from: 'JP',
    to: 'US',
    weight: 2,
    carriers: [
      ['japan-post', 8, 0.4, 0.02],
      ['dhl', 4, 0.3, 0.01],
    ],
  },
  {
    from: 'US',
    to: 'GB',
    weight: 2,
    carriers: [
      ['usps', 10, 0.45, 0.03],
      ['fedex', 4, 0.3, 0.01],
      ['dhl', 4, 0.3, 0.01],
    ],
  },
];

const totalWeight = ROUTES.reduce((sum, route) => sum + route.weight, 0);

/** A small seeded PRNG (mulberry32): the same seed gives the same history. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

const DAY = 24 * 60 * 60 * 1000;

/** Shipment rows `from` (inclusive) to `to` (exclusive) of a history; codes are unique per `runId`. */
export function historyRows(
  runId: string,
  from: number,
  to: number,
  random: () => number,
  now = Date.now(),
): Array<TrackingCodeChanges & { code: string }> {
  const rows: Array<TrackingCodeChanges & { code: string }> = [];
  for (let index = from; index < to; index++) {
    let pick = random() * totalWeight;
    const route = ROUTES.find((candidate) => (pick -= candidate.weight) < 0) ?? ROUTES[0];
    const [carrierCode, typicalDays, spread, failShare] = route.carriers[Math.floor(random() * route.carriers.length)];
    const days = Math.min(120, Math.max(0.3, typicalDays * Math.exp(spread * normal(random))));
    const finishedDaysAgo = random() * 365;
    const finished = new Date(now - finishedDaysAgo * DAY);
    const firstEventAt = new Date(finished.getTime() - days * DAY);
    const outcome = random();
    const status = outcome < failShare / 2 ? 'returned' : outcome < failShare ? 'delivery fail' : 'delivered';
    rows.push({
      code: `DEMOHIST${runId}${index.toString(36).toUpperCase().padStart(6, '0')}`,
      status,
      subStatus: status === 'delivered' ? 'delivered' : status === 'returned' ? 'returned' : 'delivery_failed',
      carrierCode,
      origin: { countryIso: route.from },
      destination: { countryIso: route.to },
      firstEventAt,
      createdDate: firstEventAt,
      deliveredDate: status === 'delivered' ? finished : null,
      daysInTransit: Math.floor(days),
      lastCheckedAt: finished,
      nextCheckAt: null,
      isDemo: true,
      foundIn: [{ name: carrierCode, code: carrierCode }],
      updatedAt: finished,
    });
  }
  return rows;
}

/** A batch of history rows as `historyRows` makes them. */
export type HistoryRows = ReturnType<typeof historyRows>;

const BATCH = 2000;

/**
 * Writes `count` labelled demo shipments of the history seeded with `seed` through `insert`, in batches; `progress`
 * hears how many are written. Codes are unique per `runId` (the same run id and seed give the same codes).
 */
export async function writeHistory(
  insert: (rows: HistoryRows) => Promise<void>,
  options: { count: number; seed: number; runId: string; now?: number; progress?: (written: number) => void },
): Promise<void> {
  const random = seededRandom(options.seed);
  const now = options.now ?? Date.now();
  for (let from = 0; from < options.count; from += BATCH) {
    const to = Math.min(options.count, from + BATCH);
    await insert(historyRows(options.runId, from, to, random, now));
    options.progress?.(to);
  }
}
