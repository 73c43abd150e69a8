import { createHash } from 'node:crypto';
import {
  LoopbackCarrierServer,
  loadFixture,
  parseJsonBody,
  respondJson,
  type RecordedRequest,
} from './loopback-carrier-server.test-support.js';

export const REGISTER_PATH = '/track/v2.2/register';
export const TRACK_INFO_PATH = '/track/v2.2/gettrackinfo';
export const STOP_TRACK_PATH = '/track/v2.2/stoptrack';

/** 17TRACK's key of China Post, the carrier the loopback detects for every number unless told otherwise. */
export const CHINA_POST = 3011;

/** Documented error codes the loopback answers with. */
const INVALID_KEY = -18010002;
const ALREADY_REGISTERED = -18019901;
const NOT_REGISTERED = -18019902;
const QUOTA_EXHAUSTED = -18019908;

type TrackInfo = Record<string, unknown>;

/**
 * 17TRACK's API v2.2 on loopback, with the state the real service keeps: which numbers are registered (each
 * registration costs one unit of quota), the tracking information of each, and the push to the account's webhook,
 * signed as 17TRACK signs it: the `sign` header is sha256_hex(raw body + "/" + key).
 */
export class SeventeenTrackLoopback {
  /** Registered numbers and the carrier key 17TRACK tracks each with. */
  readonly registered = new Map<string, number>();
  readonly stopped = new Set<string>();
  /** Registrations left; a registration beyond it is refused for lack of quota. */
  quota = Number.POSITIVE_INFINITY;
  private readonly trackInfo = new Map<string, TrackInfo>();

  private constructor(
    readonly server: LoopbackCarrierServer,
    readonly key: string,
  ) {
    server.route('POST', REGISTER_PATH, (request, response) =>
      respondJson(200, this.register(request))(request, response),
    );
    server.route('POST', TRACK_INFO_PATH, (request, response) =>
      respondJson(200, this.getTrackInfo(request))(request, response),
    );
    server.route('POST', STOP_TRACK_PATH, (request, response) =>
      respondJson(200, this.stop(request))(request, response),
    );
  }

  static async start(key: string): Promise<SeventeenTrackLoopback> {
    return new SeventeenTrackLoopback(await LoopbackCarrierServer.start(), key);
  }

  get baseUrl(): string {
    return this.server.baseUrl;
  }

  /** Every number sent to `register`, call by call. */
  registerCalls(): string[][] {
    return this.server.requestsTo('POST', REGISTER_PATH).map(numbersOf);
  }

  trackInfoCalls(): string[][] {
    return this.server.requestsTo('POST', TRACK_INFO_PATH).map(numbersOf);
  }

  /** What 17TRACK knows about a number from now on (and pushes, with `push`). */
  setTrackInfo(number: string, trackInfo: TrackInfo): void {
    this.trackInfo.set(number, trackInfo);
  }

  /** The push body 17TRACK sends for an event about a registered number, exactly as it would be sent. */
  pushBody(event: 'TRACKING_UPDATED' | 'TRACKING_STOPPED', number: string): string {
    const data: Record<string, unknown> = {
      number,
      carrier: this.registered.get(number) ?? CHINA_POST,
      param: null,
      tag: '',
    };
    if (event === 'TRACKING_UPDATED') data.track_info = this.trackInfo.get(number) ?? notFoundTrackInfo();
    return JSON.stringify({ event, data });
  }

  /** sha256_hex(body + "/" + key), as 17TRACK signs its pushes. */
  sign(body: string, key = this.key): string {
    return createHash('sha256').update(`${body}/${key}`, 'utf8').digest('hex');
  }

  /** POSTs a push to the webhook as 17TRACK does; `sign: null` leaves the header out. */
  async push(
    webhookUrl: string,
    body: string,
    options: { sign?: string | null } = {},
  ): Promise<{ status: number; body: unknown }> {
    const sign = options.sign === undefined ? this.sign(body) : options.sign;
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(sign === null ? {} : { sign }) },
      body,
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, body: parsed };
  }

  close(): Promise<void> {
    return this.server.close();
  }

  private register(request: RecordedRequest): unknown {
    if (request.headers['17token'] !== this.key) return invalidKey();
    const accepted: unknown[] = [];
    const rejected: unknown[] = [];
    for (const number of numbersOf(request)) {
      if (this.registered.has(number)) {
        rejected.push({
          number,
          error: {
            code: ALREADY_REGISTERED,
            message: `The tracking number '${number}' has been registered, don't need to repeat registration.`,
          },
        });
      } else if (this.quota <= 0) {
        rejected.push({ number, error: { code: QUOTA_EXHAUSTED, message: 'Insufficient tracking quota.' } });
      } else {
        this.quota -= 1;
        this.registered.set(number, CHINA_POST);
        accepted.push({ origin: 1, number, carrier: CHINA_POST });
      }
    }
    return { code: 0, data: { accepted, rejected } };
  }

  private getTrackInfo(request: RecordedRequest): unknown {
    if (request.headers['17token'] !== this.key) return invalidKey();
    const accepted: unknown[] = [];
    const rejected: unknown[] = [];
    for (const number of numbersOf(request)) {
      const carrier = this.registered.get(number);
      if (carrier === undefined) {
        rejected.push({
          number,
          error: {
            code: NOT_REGISTERED,
            message: `The tracking number '${number}' does not register, please register first.`,
          },
        });
      } else {
        accepted.push({
          number,
          carrier,
          param: null,
          tag: '',
          track_info: this.trackInfo.get(number) ?? notFoundTrackInfo(),
        });
      }
    }
    return { code: 0, data: { accepted, rejected } };
  }

  private stop(request: RecordedRequest): unknown {
    if (request.headers['17token'] !== this.key) return invalidKey();
    const numbers = numbersOf(request);
    const known = numbers.filter((number) => this.registered.has(number));
    for (const number of known) this.stopped.add(number);
    return {
      code: 0,
      data: {
        accepted: known.map((number) => ({ number })),
        rejected: numbers
          .filter((number) => !this.registered.has(number))
          .map((number) => ({ number, error: { code: NOT_REGISTERED, message: 'Not registered.' } })),
      },
    };
  }
}

function numbersOf(request: RecordedRequest): string[] {
  return (parseJsonBody(request) as Array<{ number: string }>).map((entry) => entry.number);
}

function invalidKey(): unknown {
  return { code: 401, data: { errors: [{ code: INVALID_KEY, message: 'Invalid security key.' }] } };
}

/** What 17TRACK shows for a number it registered but has no events for yet. */
export function notFoundTrackInfo(): TrackInfo {
  return loadFixture<{ track_info: TrackInfo }>('seventeen-track-not-found.json').track_info;
}

/**
 * The documented delivered shipment (China Post, handed over to USPS with its own number), or an earlier moment of
 * it: `in-transit` has only the China Post leg; `handed-over` adds USPS's first scan and number.
 */
export function shipmentTrackInfo(moment: 'in-transit' | 'handed-over' | 'delivered'): TrackInfo {
  const trackInfo = loadFixture<{ track_info: TrackInfo }>('seventeen-track-delivered.json').track_info;
  if (moment === 'delivered') return trackInfo;
  const tracking = trackInfo.tracking as { providers: Array<{ provider: { key: number }; events: unknown[] }> };
  const misc = trackInfo.misc_info as Record<string, unknown>;
  const usps = tracking.providers.find((provider) => provider.provider.key === 21051);
  if (moment === 'in-transit') {
    tracking.providers = tracking.providers.filter((provider) => provider !== usps);
    Object.assign(misc, { local_number: null, local_provider: null, local_key: 0 });
    trackInfo.latest_status = { status: 'InTransit', sub_status: 'InTransit_Departure', sub_status_descr: null };
  } else if (usps) {
    usps.events = usps.events.slice(-1); // the oldest: released by customs at the ISC
    trackInfo.latest_status = { status: 'InTransit', sub_status: 'InTransit_CustomsReleased', sub_status_descr: null };
  }
  return trackInfo;
}
