import { randomUUID } from 'node:crypto';

import { z } from 'zod';

import type { SubStatus } from '../tracking-status.js';
import { BaseCarrierAdapter } from './base-carrier.adapter.js';
import type { CarrierAdapterOptions, CarrierTrackResult, EventLocation, NormalisedEvent } from './carrier-adapter.js';
import {
  compactLocation,
  foundResult,
  isoCountry,
  matchText,
  notFoundResult,
  parseCarrierBody,
  parseNumber,
  present,
  progressOf,
  type TextRules,
} from './carrier-mapping.js';
import { OAuthTokenCache, oauthTokenFromBody, type OAuthToken } from './oauth-token.cache.js';

/**
 * UPS Track API (github.com/UPS-API/api-documentation, Tracking.yaml and OAuthClientCredentials.yaml): a token from
 * `POST /security/v1/oauth/token` with HTTP Basic client credentials, then
 * `GET /api/track/v1/details/{inquiryNumber}` with the `transId` and `transactionSrc` headers, one number per call.
 */

export interface UpsCredentials {
  clientId: string;
  clientSecret: string;
  /** Optional 6-digit UPS account number, sent as `x-merchant-id` when asking for a token. */
  merchantId?: string;
}

export interface UpsAdapterOptions extends CarrierAdapterOptions<UpsCredentials> {
  /** Identifies our application in the `transactionSrc` header. */
  transactionSource?: string;
}

/** UPS activity status types (`status.type`). */
const UPS_STATUS_TYPES: Readonly<Partial<Record<string, SubStatus>>> = {
  M: 'info_received', // Billing information received: label created
  MV: 'exception', // Billing information voided
  P: 'in_transit', // Pickup
  I: 'in_transit',
  W: 'in_transit', // Warehousing
  DO: 'in_transit', // Delivered to the origin CFS (freight), not to the receiver
  DD: 'in_transit', // Delivered to the destination CFS (freight)
  NA: 'in_transit',
  O: 'out_for_delivery',
  D: 'delivered',
  X: 'exception',
  RS: 'returned', // Returned to shipper
};

/** Within a type, UPS tells failed attempts, returns, Access Point holds and customs apart only in its wording. */
const UPS_TEXT_RULES: TextRules = [
  [/return(?:ed|ing)? (?:\w+ )*to (?:the )?(?:sender|shipper)/i, 'returning'],
  [
    /(?:available|ready|awaiting (?:customer )?|held) for pick-?up|awaiting (?:customer )?pick-?up/i,
    'available_for_pickup',
  ],
  [/attempt|not available|not home|business (?:was )?closed|could not be delivered/i, 'delivery_failed'],
  [/out for delivery/i, 'out_for_delivery'],
  [/customs|clearance|import scan/i, 'customs'],
  [/^delivered\b/i, 'delivered'],
];

function upsSubStatus(
  type: string | null | undefined,
  ...texts: Array<string | null | undefined>
): SubStatus | undefined {
  const byType = type ? UPS_STATUS_TYPES[type] : undefined;
  const byText = matchText(UPS_TEXT_RULES, ...texts);
  if (byType === 'delivered') return byText === 'available_for_pickup' ? byText : 'delivered';
  if (byType === 'returned' || byType === 'info_received') return byType;
  if (byType === 'exception') {
    // An exception stays one unless the wording names a failed attempt, a return or a hold for pickup.
    const refined = byText === 'delivery_failed' || byText === 'returning' || byText === 'available_for_pickup';
    return refined ? byText : 'exception';
  }
  return byText ?? byType;
}

const addressSchema = z
  .object({
    addressLine1: z.string().nullish(),
    city: z.string().nullish(),
    stateProvince: z.string().nullish(),
    countryCode: z.string().nullish(),
    country: z.string().nullish(),
    postalCode: z.string().nullish(),
  })
  .nullish();

const statusSchema = z
  .object({
    type: z.string().nullish(),
    code: z.string().nullish(),
    description: z.string().nullish(),
    simplifiedTextDescription: z.string().nullish(),
  })
  .nullish();

const activitySchema = z.object({
  date: z.string().nullish(),
  time: z.string().nullish(),
  gmtDate: z.string().nullish(),
  gmtTime: z.string().nullish(),
  gmtOffset: z.string().nullish(),
  location: z.object({ address: addressSchema }).nullish(),
  status: statusSchema,
});

const packageSchema = z.object({
  trackingNumber: z.string().nullish(),
  activity: z.array(activitySchema).nullish(),
  currentStatus: statusSchema,
  deliveryDate: z.array(z.object({ type: z.string().nullish(), date: z.string().nullish() })).nullish(),
  deliveryTime: z
    .object({ type: z.string().nullish(), startTime: z.string().nullish(), endTime: z.string().nullish() })
    .nullish(),
  packageAddress: z
    .array(z.object({ type: z.string().nullish(), name: z.string().nullish(), address: addressSchema }))
    .nullish(),
  service: z.object({ description: z.string().nullish() }).nullish(),
  weight: z.object({ weight: z.string().nullish(), unitOfMeasurement: z.string().nullish() }).nullish(),
});

const trackResponseSchema = z.object({
  trackResponse: z.object({
    shipment: z.array(
      z.object({
        inquiryNumber: z.string().nullish(),
        package: z.array(packageSchema).nullish(),
        warnings: z.array(z.object({ code: z.string().nullish(), message: z.string().nullish() })).nullish(),
      }),
    ),
  }),
});

type UpsAddress = z.infer<typeof addressSchema>;
type UpsActivity = z.infer<typeof activitySchema>;
type UpsPackage = z.infer<typeof packageSchema>;

export class UpsAdapter extends BaseCarrierAdapter<UpsCredentials> {
  private readonly tokens = new OAuthTokenCache(() => this.fetchToken());
  private readonly transactionSource: string;

  constructor(options: UpsAdapterOptions = {}) {
    super(
      {
        code: 'ups',
        name: 'UPS',
        maxBatchSize: 1,
        baseUrl: 'https://onlinetools.ups.com',
        rateLimit: { perSecond: 5 },
        requiredCredentials: ['clientId', 'clientSecret'],
      },
      options,
    );
    this.transactionSource = options.transactionSource ?? 'parcelpilot';
  }

  protected async trackBatch([trackingNumber]: string[]): Promise<CarrierTrackResult[]> {
    const response = await this.http.request({
      method: 'GET',
      path: `/api/track/v1/details/${encodeURIComponent(trackingNumber)}`,
      query: { locale: 'en_US', returnSignature: 'false' },
      headers: {
        // UPS asks for an identifier unique to each request, at most 32 characters.
        transId: randomUUID().replaceAll('-', ''),
        transactionSrc: this.transactionSource,
      },
      authorizer: this.tokens,
      // "Tracking number information not found"
      passStatuses: [404],
    });
    if (response.status === 404) return [notFoundResult(trackingNumber, response.body)];

    const { trackResponse } = parseCarrierBody(this.code, trackResponseSchema, response.body, 'track answer');
    const packages = trackResponse.shipment[0]?.package ?? [];
    // A multi-piece shipment lists every package; the one asked for is the one that matters.
    const trackedPackage = packages.find((candidate) => candidate.trackingNumber === trackingNumber) ?? packages[0];
    if (!trackedPackage) return [notFoundResult(trackingNumber, response.body)];
    return [this.toResult(trackingNumber, trackedPackage, response.body)];
  }

  private async fetchToken(): Promise<OAuthToken> {
    const { clientId, clientSecret, merchantId } = this.credentials;
    const headers: Record<string, string> = {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
    };
    if (merchantId) headers['x-merchant-id'] = merchantId;
    const response = await this.http.request({
      method: 'POST',
      path: '/security/v1/oauth/token',
      headers,
      body: { form: { grant_type: 'client_credentials' } },
    });
    return oauthTokenFromBody(this.code, response.body);
  }

  private toResult(trackingNumber: string, trackedPackage: UpsPackage, raw: unknown): CarrierTrackResult {
    // UPS lists activities newest first.
    const events = (trackedPackage.activity ?? [])
      .slice()
      .reverse()
      .map((activity) => this.toEvent(activity))
      .filter((event): event is NormalisedEvent => event !== undefined);
    const current = trackedPackage.currentStatus;
    const origin = trackedPackage.packageAddress?.find((address) => address.type?.toUpperCase() === 'ORIGIN');
    const destination = trackedPackage.packageAddress?.find((address) => address.type?.toUpperCase() === 'DESTINATION');

    return foundResult({
      trackingNumber,
      events,
      carrierStatus: upsSubStatus(current?.type, current?.description, current?.simplifiedTextDescription),
      shipment: {
        service: present(trackedPackage.service?.description),
        origin: toLocation(origin?.address),
        destination: toLocation(destination?.address),
        sender: present(origin?.name),
        recipient: present(destination?.name),
        weight: parseNumber(trackedPackage.weight?.weight),
        weightUnit: present(trackedPackage.weight?.unitOfMeasurement),
        estimatedDelivery: estimatedDelivery(trackedPackage),
      },
      raw,
    });
  }

  private toEvent(activity: UpsActivity): NormalisedEvent | undefined {
    const occurredAt = activityInstant(activity);
    if (!occurredAt) return undefined;
    const rawText = present(activity.status?.description) ?? '';
    const subStatus = upsSubStatus(activity.status?.type, rawText) ?? 'in_transit';
    return {
      occurredAt,
      ...progressOf(subStatus),
      description: rawText,
      location: toLocation(activity.location?.address),
      rawCode: present(activity.status?.type) ?? '',
      rawText,
      carrier: this.name,
    };
  }
}

function toLocation(address: UpsAddress): EventLocation | undefined {
  if (!address) return undefined;
  return compactLocation({
    city: address.city ?? undefined,
    state: address.stateProvince ?? undefined,
    countryIso: isoCountry(address.countryCode) ?? isoCountry(address.country),
    zipCode: address.postalCode ?? undefined,
    address: address.addressLine1 ?? undefined,
  });
}

/** UPS dates are `YYYYMMDD` and times `HHMMSS` (the GMT time may drop its leading zero or use colons). */
function instant(date: string | null | undefined, time: string | null | undefined, offset = 'Z'): Date | undefined {
  const day = date?.replaceAll('-', '');
  if (!day || !/^\d{8}$/.test(day)) return undefined;
  const clock = (time ?? '').replaceAll(':', '').padStart(6, '0');
  if (!/^\d{6}$/.test(clock)) return undefined;
  const iso = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T${clock.slice(0, 2)}:${clock.slice(2, 4)}:${clock.slice(4)}${offset}`;
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

function activityInstant(activity: UpsActivity): Date | undefined {
  const offset = present(activity.gmtOffset);
  return (
    instant(activity.gmtDate, activity.gmtTime) ??
    instant(activity.date, activity.time, offset && /^[+-]\d{2}:\d{2}$/.test(offset) ? offset : 'Z')
  );
}

/** The rescheduled date wins over the scheduled one; a delivery window narrows it when UPS gives one. */
function estimatedDelivery(trackedPackage: UpsPackage): { min?: Date; max?: Date } | undefined {
  const dates = trackedPackage.deliveryDate ?? [];
  const planned = dates.find((entry) => entry.type === 'RDD') ?? dates.find((entry) => entry.type === 'SDD');
  if (!planned?.date) return undefined;
  // Windows (EDW, CDW, IDW) have a start and an end, commit times (CMT, EOD) only an end; DEL is the past delivery.
  const window = trackedPackage.deliveryTime?.type === 'DEL' ? undefined : trackedPackage.deliveryTime;
  const min = instant(planned.date, window?.startTime ?? '000000');
  const max = instant(planned.date, window?.endTime ?? '235959');
  return min || max ? { min, max } : undefined;
}
