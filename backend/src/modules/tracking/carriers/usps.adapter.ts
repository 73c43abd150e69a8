import { z } from 'zod';

import type { SubStatus } from '../tracking-status.js';
import { BaseCarrierAdapter } from './base-carrier.adapter.js';
import type { CarrierAdapterOptions, CarrierTrackResult, NormalisedEvent } from './carrier-adapter.js';
import {
  compactLocation,
  foundResult,
  isoCountry,
  matchText,
  notFoundResult,
  parseCarrierBody,
  parseTimestamp,
  plainText,
  present,
  progressOf,
  type TextRules,
} from './carrier-mapping.js';
import { OAuthTokenCache, oauthTokenFromBody, type OAuthToken } from './oauth-token.cache.js';

/**
 * USPS Tracking 3.0 (developers.usps.com, github.com/USPS/api-examples): a client-credentials token from
 * `POST /oauth2/v3/token`, then `GET /tracking/v3/tracking/{number}?expand=DETAIL`, one number per call.
 */

export interface UspsCredentials {
  clientId: string;
  clientSecret: string;
}

/** USPS Product Tracking event codes (`eventCode` of each tracking event). */
const USPS_EVENT_CODES: Readonly<Partial<Record<string, SubStatus>>> = {
  MA: 'info_received', // Manifest acknowledgement: pre-shipment info sent to USPS
  GX: 'info_received', // Shipping label created
  '89': 'info_received', // Merchant order receipt, USPS awaiting item
  '83': 'in_transit', // Tendered to postal service
  OA: 'in_transit', // Origin acceptance
  UA: 'in_transit', // Accepted at USPS facility
  '03': 'in_transit', // Accept or pickup
  TM: 'in_transit', // Shipment acceptance (truck manifest)
  PA: 'in_transit', // Passive acceptance
  '80': 'in_transit', // Picked up by shipping partner
  '81': 'in_transit', // Arrived at shipping partner facility
  '82': 'in_transit', // Departed shipping partner facility
  '42': 'in_transit', // Handoff to shipping partner
  '06': 'in_transit', // Forwarded
  '07': 'in_transit', // Arrival at unit
  '08': 'in_transit', // Missent
  '10': 'in_transit', // Processed
  '15': 'in_transit', // Mis-shipped
  '19': 'in_transit', // Arrived at facility
  '41': 'in_transit', // Received at opening unit
  '71': 'in_transit', // Rescheduled to next delivery day
  PC: 'in_transit', // Sorting / processing complete
  EF: 'in_transit', // Departed sort facility
  SF: 'in_transit', // Departed post office
  OF: 'out_for_delivery',
  '14': 'available_for_pickup', // Arrival at pickup point
  '16': 'available_for_pickup',
  '01': 'delivered',
  '17': 'delivered', // Picked up by agent
  '43': 'delivered', // Picked up (at the Post Office)
  '02': 'delivery_failed', // Attempted / notice left
  '04': 'delivery_failed', // Refused
  '05': 'delivery_failed', // Undeliverable as addressed
  '30': 'delivery_failed', // No access to delivery location
  '51': 'delivery_failed', // Business closed
  '52': 'delivery_failed', // Notice left
  '53': 'delivery_failed', // Receptacle blocked
  '54': 'delivery_failed', // Receptacle full / item oversized
  '55': 'delivery_failed', // No secure location available
  '56': 'delivery_failed', // No authorised recipient available
  '09': 'returning', // Return to sender, and its reasons:
  '21': 'returning', // no such number
  '22': 'returning', // insufficient address
  '23': 'returning', // moved, left no address
  '24': 'returning', // forward expired
  '25': 'returning', // addressee unknown
  '26': 'returning', // vacant
  '27': 'returning', // unclaimed
  '28': 'returning', // deceased
  '29': 'returning', // other
  '31': 'returning', // not picked up
  '44': 'returning', // customer recall
  '11': 'exception', // Dead letter
  DX: 'exception', // Delivery status not updated
};

/** The shipment-level `statusCategory` (the headline on usps.com). */
const USPS_STATUS_CATEGORIES: Readonly<Partial<Record<string, SubStatus>>> = {
  'pre-shipment': 'info_received',
  accepted: 'in_transit',
  'in transit': 'in_transit',
  'in-transit': 'in_transit',
  'out for delivery': 'out_for_delivery',
  'available for pickup': 'available_for_pickup',
  'delivery attempt': 'delivery_failed',
  delivered: 'delivered',
  alert: 'exception',
  'return to sender': 'returning',
};

/** For event codes missing from the table: USPS event names are consistent enough to read. */
const USPS_TEXT_RULES: TextRules = [
  [/out for delivery/i, 'out_for_delivery'],
  [/available for pickup|ready for pickup/i, 'available_for_pickup'],
  [/notice left|delivery attempt|receptacle|no access|business closed/i, 'delivery_failed'],
  [/return(?:ed)? to sender/i, 'returning'],
  [/^delivered/i, 'delivered'],
  [/customs/i, 'customs'],
  [/label created|pre-shipment|shipping label/i, 'info_received'],
];

const eventSchema = z.object({
  eventType: z.string().nullish(),
  eventTimestamp: z.string().nullish(),
  eventCountry: z.string().nullish(),
  eventCity: z.string().nullish(),
  eventState: z.string().nullish(),
  eventZIP: z.string().nullish(),
  eventCode: z.string().nullish(),
});

const trackingSchema = z.object({
  trackingNumber: z.string().nullish(),
  mailClass: z.string().nullish(),
  originCity: z.string().nullish(),
  originState: z.string().nullish(),
  originZIP: z.string().nullish(),
  originCountry: z.string().nullish(),
  destinationCity: z.string().nullish(),
  destinationState: z.string().nullish(),
  destinationZIP: z.string().nullish(),
  destinationCountryCode: z.string().nullish(),
  status: z.string().nullish(),
  statusCategory: z.string().nullish(),
  statusSummary: z.string().nullish(),
  expectedDeliveryTimeStamp: z.string().nullish(),
  predictedDeliveryTimeStamp: z.string().nullish(),
  trackingEvents: z.array(eventSchema).nullish(),
});

type UspsEvent = z.infer<typeof eventSchema>;
type UspsTracking = z.infer<typeof trackingSchema>;

export class UspsAdapter extends BaseCarrierAdapter<UspsCredentials> {
  private readonly tokens = new OAuthTokenCache(() => this.fetchToken());

  constructor(options: CarrierAdapterOptions<UspsCredentials> = {}) {
    super(
      {
        code: 'usps',
        name: 'USPS',
        maxBatchSize: 1,
        baseUrl: 'https://apis.usps.com',
        rateLimit: { perSecond: 1 },
        requiredCredentials: ['clientId', 'clientSecret'],
      },
      options,
    );
  }

  protected async trackBatch([trackingNumber]: string[]): Promise<CarrierTrackResult[]> {
    const response = await this.http.request({
      method: 'GET',
      path: `/tracking/v3/tracking/${encodeURIComponent(trackingNumber)}`,
      query: { expand: 'DETAIL' },
      authorizer: this.tokens,
      passStatuses: [404],
    });
    if (response.status === 404) return [notFoundResult(trackingNumber, response.body)];
    const tracking = parseCarrierBody(this.code, trackingSchema, response.body, 'tracking answer');
    return [this.toResult(trackingNumber, tracking, response.body)];
  }

  private async fetchToken(): Promise<OAuthToken> {
    const { clientId, clientSecret } = this.credentials;
    const response = await this.http.request({
      method: 'POST',
      path: '/oauth2/v3/token',
      body: { json: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret } },
    });
    return oauthTokenFromBody(this.code, response.body);
  }

  private toResult(trackingNumber: string, tracking: UspsTracking, raw: unknown): CarrierTrackResult {
    const events = (tracking.trackingEvents ?? [])
      .map((event) => this.toEvent(event))
      .filter((event): event is NormalisedEvent => event !== undefined);
    const category = present(tracking.statusCategory)?.toLowerCase();
    const carrierStatus =
      (category ? USPS_STATUS_CATEGORIES[category] : undefined) ?? matchText(USPS_TEXT_RULES, tracking.status);
    const estimated = parseTimestamp(tracking.expectedDeliveryTimeStamp ?? tracking.predictedDeliveryTimeStamp);

    return foundResult({
      trackingNumber,
      events,
      carrierStatus,
      shipment: {
        service: plainText(tracking.mailClass),
        origin: compactLocation({
          city: tracking.originCity ?? undefined,
          state: tracking.originState ?? undefined,
          zipCode: tracking.originZIP ?? undefined,
          countryIso: isoCountry(tracking.originCountry),
        }),
        destination: compactLocation({
          city: tracking.destinationCity ?? undefined,
          state: tracking.destinationState ?? undefined,
          zipCode: tracking.destinationZIP ?? undefined,
          countryIso: isoCountry(tracking.destinationCountryCode),
        }),
        estimatedDelivery: estimated ? { min: estimated, max: estimated } : undefined,
      },
      raw,
    });
  }

  private toEvent(event: UspsEvent): NormalisedEvent | undefined {
    const occurredAt = parseTimestamp(event.eventTimestamp);
    if (!occurredAt) return undefined;
    const rawCode = present(event.eventCode) ?? '';
    const rawText = present(event.eventType) ?? '';
    const subStatus = USPS_EVENT_CODES[rawCode] ?? matchText(USPS_TEXT_RULES, rawText) ?? 'in_transit';
    return {
      occurredAt,
      ...progressOf(subStatus),
      description: rawText,
      location: compactLocation({
        city: event.eventCity ?? undefined,
        state: event.eventState ?? undefined,
        zipCode: event.eventZIP ?? undefined,
        countryIso: isoCountry(event.eventCountry),
      }),
      rawCode,
      rawText,
      carrier: this.name,
    };
  }
}
