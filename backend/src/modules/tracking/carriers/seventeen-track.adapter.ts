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
 * registered once (`POST /track/v2.2/register`, carrier auto-detected), then read with
 * `POST /track/v2.2/gettrackinfo`; both take at most 40 numbers and the `17token` header.
 */

export interface SeventeenTrackCredentials {
  token: string;
}

export interface SeventeenTrackAdapterOptions extends CarrierAdapterOptions<SeventeenTrackCredentials> {
  /** 17TRACK carrier keys → our carrier codes, used for the last-mile carrier of a handed-over shipment. */
  carrierCodes?: Readonly<Record<number, string>>;
  /** 17TRACK carrier keys → display names, for providers the answer does not name. */
  carrierNames?: Readonly<Record<number, string>>;
  /** How many registered numbers this process remembers, to skip registering them again. */
  registeredCacheSize?: number;
}

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
      local_key: z.number().nullish(),
    })
    .nullish(),
  tracking: z.object({ providers: z.array(providerSchema).nullish() }).nullish(),
});

const registerResponseSchema = envelopeSchema(z.object({ number: z.string(), carrier: z.number().nullish() }));

const trackInfoResponseSchema = envelopeSchema(
  z.object({ number: z.string(), carrier: z.number().nullish(), track_info: trackInfoSchema.nullish() }),
);

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
  private readonly registered = new Set<string>();
  private readonly registeredCacheSize: number;
  private readonly carrierCodes: Readonly<Record<number, string>>;
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
    this.carrierCodes = options.carrierCodes ?? {};
    this.carrierNames = options.carrierNames ?? {};
    this.registeredCacheSize = options.registeredCacheSize ?? 10_000;
  }

  protected async trackBatch(numbers: string[]): Promise<CarrierTrackResult[]> {
    const results = new Map<string, CarrierTrackResult>();
    const unregistered = numbers.filter((number) => !this.registered.has(number));
    if (unregistered.length > 0) {
      for (const result of await this.register(unregistered)) results.set(result.trackingNumber, result);
    }
    const registered = numbers.filter((number) => !results.has(number));
    if (registered.length > 0) {
      for (const result of await this.trackInfo(registered)) results.set(result.trackingNumber, result);
    }
    return [...results.values()];
  }

  /** Registers numbers; returns final results only for those 17TRACK refused (the others are read next). */
  private async register(numbers: string[]): Promise<CarrierTrackResult[]> {
    const body = await this.post('/track/v2.2/register', numbers);
    const { data } = parseCarrierBody(this.code, registerResponseSchema, body, 'register answer');
    for (const { number } of data?.accepted ?? []) this.remember(number);
    const refused: CarrierTrackResult[] = [];
    for (const rejected of data?.rejected ?? []) {
      if (rejected.error?.code === ALREADY_REGISTERED) this.remember(rejected.number);
      // Carrier not detected, invalid number…: nothing to read for it.
      else refused.push(notFoundResult(rejected.number, rawEntry(body, 'rejected', rejected.number)));
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
    for (const rejected of data?.rejected ?? []) {
      // 17TRACK stopped tracking it, or our memory of registering it is stale: register again next time.
      if (rejected.error?.code === NOT_REGISTERED) this.registered.delete(rejected.number);
      results.push(notFoundResult(rejected.number, rawEntry(body, 'rejected', rejected.number)));
    }
    return results;
  }

  private async post(path: string, numbers: string[]): Promise<unknown> {
    const response = await this.http.request({
      method: 'POST',
      path,
      headers: { '17token': this.credentials.token },
      body: { json: numbers.map((number) => ({ number })) },
    });
    this.throwOnRequestError(response.status, response.body);
    return response.body;
  }

  /** 17TRACK answers request-level failures (bad key, quota) with HTTP 200 and a non-zero `code`. */
  private throwOnRequestError(httpStatus: number, body: unknown): void {
    const envelope = parseCarrierBody(this.code, envelopeSchema(z.unknown()), body, 'answer');
    if (envelope.code === 0) return;
    const error = envelope.data?.errors?.[0] ?? { code: envelope.code, message: undefined };
    const message = `request refused with ${error.code}${error.message ? `: ${error.message}` : ''}`;
    if (AUTH_ERRORS.has(error.code) || AUTH_ERRORS.has(envelope.code)) {
      throw new CarrierAuthError(this.code, message, httpStatus);
    }
    if (error.code === DAILY_LIMIT_REACHED) throw new CarrierRateLimitedError(this.code, message);
    if (error.code === QUOTA_EXHAUSTED || error.code === INTERNAL_ERROR) {
      throw new CarrierUnavailableError(this.code, message, httpStatus);
    }
    throw new CarrierRequestError(this.code, message, httpStatus);
  }

  private remember(number: string): void {
    this.registered.delete(number);
    this.registered.add(number);
    if (this.registered.size > this.registeredCacheSize) {
      const oldest = this.registered.values().next().value;
      if (oldest !== undefined) this.registered.delete(oldest);
    }
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
        extraCarrier:
          localNumber && misc?.local_key
            ? { trackingNumber: localNumber, companyCode: this.carrierCodes[misc.local_key] ?? String(misc.local_key) }
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

/** The entry for `number` exactly as 17TRACK sent it. */
function rawEntry(body: unknown, list: 'accepted' | 'rejected', number: string): unknown {
  const parsed = rawResponseSchema.safeParse(body);
  return parsed.success ? parsed.data.data?.[list]?.find((entry) => entry.number === number) : undefined;
}
