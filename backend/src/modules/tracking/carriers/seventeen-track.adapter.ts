import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

import type { SubStatus } from '../tracking-status.js';
import { BaseCarrierAdapter } from './base-carrier.adapter.js';
import type { CarrierAdapterOptions, CarrierTrackResult, EventLocation, NormalisedEvent } from './carrier-adapter.js';
import {
  CarrierAuthError,
  CarrierRateLimitedError,
  CarrierRequestError,
  CarrierUnavailableError,
} from './carrier.errors.js';
import {
  compactLocation,
  foundResult,
  isoCountry,
  notFoundResult,
  parseCarrierBody,
  parseNumber,
  parseTimestamp,
  present,
  progressOf,
} from './carrier-mapping.js';

/**
 * 17TRACK API v2.2 (api.17track.net/en/doc?version=v2.2), the aggregator for the long tail of couriers: numbers are
 * registered once (`POST /track/v2.2/register`, carrier auto-detected; each registration costs quota), then read
 * with `POST /track/v2.2/gettrackinfo`; both take at most 40 numbers and the `17token` header. 17TRACK also pushes
 * every change of a registered number to the account's webhook (`parsePush`), signed with the same key.
 */

export interface SeventeenTrackCredentials {
  token: string;
}

/**
 * Which numbers are registered with 17TRACK. The application keeps this in the database
 * (SeventeenTrackRegistrationRepository), so a restart or another process never registers a number again.
 */
export interface SeventeenTrackRegistrations {
  /** The numbers among these that 17TRACK has registered. */
  registeredAmong(numbers: readonly string[]): Promise<Set<string>>;
  markRegistered(entries: ReadonlyArray<{ number: string; carrier: number | null }>, at: Date): Promise<void>;
  /** 17TRACK said it does not know these numbers (any more): they are registered again when next needed. */
  markUnregistered(numbers: readonly string[]): Promise<void>;
  /** 17TRACK refused to register these numbers for lack of quota. */
  recordQuotaError(numbers: readonly string[], error: string, at: Date): Promise<void>;
}

/** Registrations kept in this process only: for an adapter used without a database (its own tests, scripts). */
export class InMemorySeventeenTrackRegistrations implements SeventeenTrackRegistrations {
  readonly registered = new Map<string, number | null>();
  readonly quotaErrors = new Map<string, string>();

  registeredAmong(numbers: readonly string[]): Promise<Set<string>> {
    return Promise.resolve(new Set(numbers.filter((number) => this.registered.has(number))));
  }

  markRegistered(entries: ReadonlyArray<{ number: string; carrier: number | null }>): Promise<void> {
    for (const { number, carrier } of entries) this.registered.set(number, carrier);
    return Promise.resolve();
  }

  markUnregistered(numbers: readonly string[]): Promise<void> {
    for (const number of numbers) this.registered.delete(number);
    return Promise.resolve();
  }

  recordQuotaError(numbers: readonly string[], error: string): Promise<void> {
    for (const number of numbers) this.quotaErrors.set(number, error);
    return Promise.resolve();
  }
}

export interface SeventeenTrackAdapterOptions extends CarrierAdapterOptions<SeventeenTrackCredentials> {
  /** Where registrations are kept; the application passes the database's. */
  registrations?: SeventeenTrackRegistrations;
  /** 17TRACK carrier keys → our carrier codes, used for the last-mile carrier of a handed-over shipment. */
  carrierCodes?: Readonly<Record<number, string>>;
  /** Our carrier code for a courier 17TRACK names but whose key `carrierCodes` does not list. */
  carrierCodeForName?: (name: string) => string | undefined;
  /** 17TRACK carrier keys → display names, for providers the answer does not name. */
  carrierNames?: Readonly<Record<number, string>>;
}

/** A push from 17TRACK's webhook, read (its signature is checked before, with `verifyPushSignature`). */
export type SeventeenTrackPush =
  | {
      event: 'TRACKING_UPDATED';
      number: string;
      carrier: number | null;
      /** The update, normalised exactly like a `gettrackinfo` answer. */
      result: CarrierTrackResult;
      /** The time of the newest event in the update; null when it has none. */
      newestEventAt: Date | null;
    }
  | { event: 'TRACKING_STOPPED'; number: string; carrier: number | null }
  /** An event this application does not act on; acknowledged so that 17TRACK does not send it again. */
  | { event: 'OTHER'; name: string };

/** `latest_status.status`, and the prefix of every sub-status (`InTransit_PickedUp` → `InTransit`). */
const SEVENTEEN_TRACK_STATUSES: Readonly<Partial<Record<string, SubStatus>>> = {
  NotFound: 'not_found',
  InfoReceived: 'info_received',
  InTransit: 'in_transit',
  Expired: 'expired',
  AvailableForPickup: 'available_for_pickup',
  OutForDelivery: 'out_for_delivery',
  DeliveryFailure: 'delivery_failed',
  Delivered: 'delivered',
  Exception: 'exception',
};

/** Sub-statuses that say more than their main status. */
const SEVENTEEN_TRACK_SUB_STATUSES: Readonly<Partial<Record<string, SubStatus>>> = {
  InTransit_CustomsProcessing: 'customs',
  InTransit_CustomsReleased: 'customs',
  InTransit_CustomsRequiringInformation: 'customs',
  Exception_Returning: 'returning',
  Exception_Returned: 'returned',
};

/** `stage` of an event (the milestone it completes). */
const SEVENTEEN_TRACK_STAGES: Readonly<Partial<Record<string, SubStatus>>> = {
  InfoReceived: 'info_received',
  PickedUp: 'in_transit',
  Departure: 'in_transit',
  Arrival: 'in_transit',
  AvailableForPickup: 'available_for_pickup',
  OutForDelivery: 'out_for_delivery',
  Delivered: 'delivered',
  Returning: 'returning',
  Returned: 'returned',
  Exception: 'exception',
};

function fromSubStatus(subStatus: string | null | undefined): SubStatus | undefined {
  if (!subStatus) return undefined;
  return SEVENTEEN_TRACK_SUB_STATUSES[subStatus] ?? SEVENTEEN_TRACK_STATUSES[subStatus.split('_')[0]];
}

/** Request-level error codes (the documented error code table). */
const AUTH_ERRORS = new Set([-18010001, -18010002, -18010004, -18010005]);
const DAILY_LIMIT_REACHED = -18019907;
const QUOTA_EXHAUSTED = -18019908;
const INTERNAL_ERROR = -18010003;
/** Refusals for lack of quota (or of the daily allowance), recorded against the numbers that could not register. */
const QUOTA_ERRORS = new Set([DAILY_LIMIT_REACHED, QUOTA_EXHAUSTED]);
/** Per-number codes. */
const ALREADY_REGISTERED = -18019901;
const NOT_REGISTERED = -18019902;

const errorSchema = z.object({ code: z.number(), message: z.string().nullish() });

const rejectedSchema = z.object({ number: z.string(), error: errorSchema.nullish() });

function envelopeSchema<TAccepted extends z.ZodType>(accepted: TAccepted) {
  return z.object({
    code: z.number(),
    data: z
      .object({
        accepted: z.array(accepted).nullish(),
        rejected: z.array(rejectedSchema).nullish(),
        errors: z.array(errorSchema).nullish(),
      })
      .nullish(),
  });
}

const addressSchema = z
  .object({
    country: z.string().nullish(),
    state: z.string().nullish(),
    city: z.string().nullish(),
    street: z.string().nullish(),
    postal_code: z.string().nullish(),
  })
  .nullish();

const eventSchema = z.object({
  time_iso: z.string().nullish(),
  time_utc: z.string().nullish(),
  description: z.string().nullish(),
  location: z.string().nullish(),
  stage: z.string().nullish(),
  sub_status: z.string().nullish(),
  address: addressSchema,
});

const providerSchema = z.object({
  provider: z.object({ key: z.number().nullish(), name: z.string().nullish(), alias: z.string().nullish() }).nullish(),
  events: z.array(eventSchema).nullish(),
});

const trackInfoSchema = z.object({
  shipping_info: z.object({ shipper_address: addressSchema, recipient_address: addressSchema }).nullish(),
  latest_status: z.object({ status: z.string().nullish(), sub_status: z.string().nullish() }).nullish(),
  time_metrics: z
    .object({
      estimated_delivery_date: z.object({ from: z.string().nullish(), to: z.string().nullish() }).nullish(),
    })
    .nullish(),
  misc_info: z
    .object({
      service_type: z.string().nullish(),
      weight_kg: z.union([z.string(), z.number()]).nullish(),
      weight_raw: z.string().nullish(),
      local_number: z.string().nullish(),
      local_provider: z.string().nullish(),
      local_key: z.number().nullish(),
    })
    .nullish(),
  tracking: z.object({ providers: z.array(providerSchema).nullish() }).nullish(),
});

const registerResponseSchema = envelopeSchema(z.object({ number: z.string(), carrier: z.number().nullish() }));

const trackInfoResponseSchema = envelopeSchema(
  z.object({ number: z.string(), carrier: z.number().nullish(), track_info: trackInfoSchema.nullish() }),
);

/** The documented push body: `{ event, data: { number, carrier, param, tag, track_info } }`. */
const pushSchema = z.object({
  event: z.string(),
  data: z.object({
    number: z.string().min(1),
    carrier: z.number().nullish(),
    track_info: trackInfoSchema.nullish(),
  }),
});

/** The same answers with every field kept, for `raw`. */
const rawResponseSchema = z.object({
  data: z
    .object({
      accepted: z.array(z.looseObject({ number: z.string() })).nullish(),
      rejected: z.array(z.looseObject({ number: z.string() })).nullish(),
    })
    .nullish(),
});

type TrackInfo = z.infer<typeof trackInfoSchema>;
type Provider = z.infer<typeof providerSchema>;
type Address = z.infer<typeof addressSchema>;

export class SeventeenTrackAdapter extends BaseCarrierAdapter<SeventeenTrackCredentials> {
  private readonly registrations: SeventeenTrackRegistrations;
  private readonly carrierCodes: Readonly<Record<number, string>>;
  private readonly carrierCodeForName: (name: string) => string | undefined;
  private readonly carrierNames: Readonly<Record<number, string>>;

  constructor(options: SeventeenTrackAdapterOptions = {}) {
    super(
      {
        code: '17track',
        name: '17TRACK',
        maxBatchSize: 40,
        baseUrl: 'https://api.17track.net',
        rateLimit: { perSecond: 3 },
        requiredCredentials: ['token'],
      },
      options,
    );
    this.registrations = options.registrations ?? new InMemorySeventeenTrackRegistrations();
    this.carrierCodes = options.carrierCodes ?? {};
    this.carrierCodeForName = options.carrierCodeForName ?? (() => undefined);
    this.carrierNames = options.carrierNames ?? {};
  }

  protected async trackBatch(numbers: string[]): Promise<CarrierTrackResult[]> {
    const results = new Map<string, CarrierTrackResult>();
    const registered = await this.registrations.registeredAmong(numbers);
    const unregistered = numbers.filter((number) => !registered.has(number));
    if (unregistered.length > 0) {
      for (const result of await this.register(unregistered)) results.set(result.trackingNumber, result);
    }
    const toRead = numbers.filter((number) => !results.has(number));
    if (toRead.length > 0) {
      for (const result of await this.trackInfo(toRead)) results.set(result.trackingNumber, result);
    }
    return [...results.values()];
  }

  /**
   * Registers numbers and records which 17TRACK took; returns final results only for those it refused for good
   * (the others are read next). A number refused for lack of quota fails the batch, as 17TRACK did not answer for it.
   */
  private async register(numbers: string[]): Promise<CarrierTrackResult[]> {
    const now = new Date();
    const response = await this.send('/track/v2.2/register', numbers);
    const refusal = requestRefusal(response.body);
    if (refusal && QUOTA_ERRORS.has(refusal.code)) {
      await this.registrations.recordQuotaError(numbers, describeError(refusal.code, refusal.message), now);
    }
    this.throwOnRequestError(response.status, response.body);
    const body = response.body;
    const { data } = parseCarrierBody(this.code, registerResponseSchema, body, 'register answer');
    const taken = (data?.accepted ?? []).map(({ number, carrier }) => ({ number, carrier: carrier ?? null }));
    const refused: CarrierTrackResult[] = [];
    const quotaRefused: Array<{ number: string; error: string }> = [];
    for (const rejected of data?.rejected ?? []) {
      const code = rejected.error?.code;
      // Registered before (by an earlier run, another process or another installation with this key): it is
      // registered all the same, and registering it again would only be refused again.
      if (code === ALREADY_REGISTERED) taken.push({ number: rejected.number, carrier: null });
      else if (code !== undefined && QUOTA_ERRORS.has(code)) {
        quotaRefused.push({ number: rejected.number, error: describeError(code, rejected.error?.message) });
      }
      // Carrier not detected, invalid number…: nothing to read for it.
      else refused.push(notFoundResult(rejected.number, rawEntry(body, 'rejected', rejected.number)));
    }
    if (taken.length > 0) await this.registrations.markRegistered(taken, now);
    if (quotaRefused.length > 0) {
      await this.registrations.recordQuotaError(
        quotaRefused.map(({ number }) => number),
        quotaRefused[0].error,
        now,
      );
      throw new CarrierUnavailableError(this.code, `registration refused: ${quotaRefused[0].error}`);
    }
    return refused;
  }

  private async trackInfo(numbers: string[]): Promise<CarrierTrackResult[]> {
    const body = await this.post('/track/v2.2/gettrackinfo', numbers);
    const { data } = parseCarrierBody(this.code, trackInfoResponseSchema, body, 'gettrackinfo answer');
    const results: CarrierTrackResult[] = [];
    for (const accepted of data?.accepted ?? []) {
      const raw = rawEntry(body, 'accepted', accepted.number);
      results.push(this.toResult(accepted.number, accepted.track_info, raw));
    }
    const unregistered: string[] = [];
    for (const rejected of data?.rejected ?? []) {
      // 17TRACK deleted it, or it was registered with another key: register again next time.
      if (rejected.error?.code === NOT_REGISTERED) unregistered.push(rejected.number);
      results.push(notFoundResult(rejected.number, rawEntry(body, 'rejected', rejected.number)));
    }
    if (unregistered.length > 0) await this.registrations.markUnregistered(unregistered);
    return results;
  }

  /**
   * Whether a push body carries 17TRACK's signature: the `sign` header is the SHA-256 (hex) of the raw body, a
   * slash and the key. Compared in constant time, so the answer time says nothing about how much of it matched.
   */
  verifyPushSignature(rawBody: Buffer, sign: string | undefined): boolean {
    if (!this.isEnabled() || !sign) return false;
    const expected = Buffer.from(
      createHash('sha256')
        .update(Buffer.concat([rawBody, Buffer.from(`/${this.credentials.token}`, 'utf8')]))
        .digest('hex'),
      'utf8',
    );
    const given = Buffer.from(sign.trim().toLowerCase(), 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Reads a push body (already verified) into the same result a `gettrackinfo` answer gives. */
  parsePush(body: unknown): SeventeenTrackPush {
    const loose = z.object({ event: z.string() }).safeParse(body);
    const event = loose.success ? loose.data.event : undefined;
    if (event !== 'TRACKING_UPDATED' && event !== 'TRACKING_STOPPED') {
      if (event === undefined) parseCarrierBody(this.code, pushSchema, body, 'push');
      return { event: 'OTHER', name: event ?? '' };
    }
    const { data } = parseCarrierBody(this.code, pushSchema, body, 'push');
    const carrier = data.carrier ?? null;
    if (event === 'TRACKING_STOPPED') return { event, number: data.number, carrier };
    const result = this.toResult(data.number, data.track_info, rawPushData(body));
    const times = result.events.map((entry) => entry.occurredAt.getTime());
    return {
      event,
      number: data.number,
      carrier,
      result,
      newestEventAt: times.length > 0 ? new Date(Math.max(...times)) : null,
    };
  }

  private async post(path: string, numbers: string[]): Promise<unknown> {
    const response = await this.send(path, numbers);
    this.throwOnRequestError(response.status, response.body);
    return response.body;
  }

  private send(path: string, numbers: string[]) {
    return this.http.request({
      method: 'POST',
      path,
      headers: { '17token': this.credentials.token },
      body: { json: numbers.map((number) => ({ number })) },
    });
  }

  /** 17TRACK answers request-level failures (bad key, quota) with HTTP 200 and a non-zero `code`. */
  private throwOnRequestError(httpStatus: number, body: unknown): void {
    const envelope = parseCarrierBody(this.code, envelopeSchema(z.unknown()), body, 'answer');
    if (envelope.code === 0) return;
    const error = envelope.data?.errors?.[0] ?? { code: envelope.code, message: undefined };
    const message = `request refused with ${describeError(error.code, error.message)}`;
    if (AUTH_ERRORS.has(error.code) || AUTH_ERRORS.has(envelope.code)) {
      throw new CarrierAuthError(this.code, message, httpStatus);
    }
    if (error.code === DAILY_LIMIT_REACHED) throw new CarrierRateLimitedError(this.code, message);
    if (error.code === QUOTA_EXHAUSTED || error.code === INTERNAL_ERROR) {
      throw new CarrierUnavailableError(this.code, message, httpStatus);
    }
    throw new CarrierRequestError(this.code, message, httpStatus);
  }

  /** Our carrier code for a 17TRACK carrier: by its key, else by the name 17TRACK gives it. */
  private ourCarrierCode(key: number | null | undefined, name: string | undefined): string | undefined {
    return (key ? this.carrierCodes[key] : undefined) ?? (name ? this.carrierCodeForName(name) : undefined);
  }

  private toResult(trackingNumber: string, trackInfo: TrackInfo | null | undefined, raw: unknown): CarrierTrackResult {
    const providers = trackInfo?.tracking?.providers ?? [];
    const events = providers.flatMap((provider) => this.toEvents(provider));
    const latest = trackInfo?.latest_status;
    const carrierStatus = fromSubStatus(latest?.sub_status) ?? fromSubStatus(latest?.status);
    // Just registered, or unknown to the courier: 17TRACK has nothing to show yet.
    if (!trackInfo || (carrierStatus === 'not_found' && events.length === 0))
      return notFoundResult(trackingNumber, raw);

    const misc = trackInfo.misc_info;
    const estimate = trackInfo.time_metrics?.estimated_delivery_date;
    const estimatedMin = parseTimestamp(estimate?.from);
    const estimatedMax = parseTimestamp(estimate?.to);
    const weightKg = parseNumber(misc?.weight_kg);
    const localNumber = present(misc?.local_number);
    const localKey = misc?.local_key || undefined;
    const localName =
      present(misc?.local_provider) ??
      providers.map(({ provider }) => provider).find((provider) => localKey && provider?.key === localKey)?.name ??
      (localKey ? this.carrierNames[localKey] : undefined);

    return foundResult({
      trackingNumber,
      events,
      carrierStatus,
      shipment: {
        service: present(misc?.service_type),
        origin: toLocation(trackInfo.shipping_info?.shipper_address),
        destination: toLocation(trackInfo.shipping_info?.recipient_address),
        weight: weightKg,
        weightUnit: weightKg === undefined ? undefined : 'kg',
        estimatedDelivery: estimatedMin || estimatedMax ? { min: estimatedMin, max: estimatedMax } : undefined,
        // The number the last-mile carrier gave the parcel when 17TRACK saw it handed over (a China Post item
        // delivered by USPS, DHL eCommerce or UPS Mail Innovations passing it to USPS…).
        extraCarrier:
          localNumber && (localKey || localName)
            ? {
                trackingNumber: localNumber,
                companyCode: this.ourCarrierCode(localKey, localName) ?? '',
                ...(localName ? { companyName: localName } : {}),
              }
            : undefined,
      },
      raw,
    });
  }

  private toEvents(provider: Provider): NormalisedEvent[] {
    const key = provider.provider?.key;
    const carrier =
      present(provider.provider?.name) ??
      present(provider.provider?.alias) ??
      (key ? (this.carrierNames[key] ?? `17TRACK carrier ${key}`) : this.name);
    // Events come newest first.
    return (provider.events ?? [])
      .slice()
      .reverse()
      .flatMap((event) => {
        const occurredAt = parseTimestamp(event.time_utc ?? event.time_iso);
        if (!occurredAt) return [];
        const rawText = present(event.description) ?? '';
        const subStatus =
          fromSubStatus(event.sub_status) ??
          (event.stage ? SEVENTEEN_TRACK_STAGES[event.stage] : undefined) ??
          'in_transit';
        const location = toLocation(event.address) ?? compactLocation({ address: event.location ?? undefined });
        return [
          {
            occurredAt,
            ...progressOf(subStatus),
            description: rawText,
            location,
            rawCode: present(event.sub_status) ?? present(event.stage) ?? '',
            rawText,
            carrier,
          },
        ];
      });
  }
}

function toLocation(address: Address): EventLocation | undefined {
  if (!address) return undefined;
  return compactLocation({
    city: address.city ?? undefined,
    state: address.state ?? undefined,
    countryIso: isoCountry(address.country),
    zipCode: address.postal_code ?? undefined,
    address: address.street ?? undefined,
  });
}

/** 17TRACK's refusal of a whole request (its first error), if the answer is one. */
function requestRefusal(body: unknown): { code: number; message?: string | null } | undefined {
  const envelope = envelopeSchema(z.unknown()).safeParse(body);
  if (!envelope.success || envelope.data.code === 0) return undefined;
  return envelope.data.data?.errors?.[0] ?? { code: envelope.data.code };
}

function describeError(code: number, message: string | null | undefined): string {
  return `${code}${message ? `: ${message}` : ''}`;
}

/** The `data` of a push exactly as 17TRACK sent it, for `raw`. */
function rawPushData(body: unknown): unknown {
  const parsed = z.object({ data: z.looseObject({}) }).safeParse(body);
  return parsed.success ? parsed.data.data : undefined;
}

/** The entry for `number` exactly as 17TRACK sent it. */
function rawEntry(body: unknown, list: 'accepted' | 'rejected', number: string): unknown {
  const parsed = rawResponseSchema.safeParse(body);
  return parsed.success ? parsed.data.data?.[list]?.find((entry) => entry.number === number) : undefined;
}
