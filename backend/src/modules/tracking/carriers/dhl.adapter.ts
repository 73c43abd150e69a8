import { z } from 'zod';

import type { SubStatus } from '../tracking-status.js';
import { BaseCarrierAdapter } from './base-carrier.adapter.js';
import type { CarrierAdapterOptions, CarrierTrackResult, EventLocation, NormalisedEvent } from './carrier-adapter.js';
import {
  compactLocation,
  foundResult,
  matchText,
  notFoundResult,
  parseCarrierBody,
  parseNumber,
  parseTimestamp,
  present,
  progressOf,
  type TextRules,
} from './carrier-mapping.js';

/**
 * DHL Shipment Tracking - Unified (developer.dhl.com/api-reference/shipment-tracking):
 * `GET /track/shipments?trackingNumber=` with the `DHL-API-Key` header, one number per call.
 */

export interface DhlCredentials {
  apiKey: string;
}

/** DHL's `statusCode` is coarse (five values); it is the base of the mapping. */
const DHL_STATUS_CODES: Readonly<Partial<Record<string, SubStatus>>> = {
  'pre-transit': 'info_received',
  transit: 'in_transit',
  delivered: 'delivered',
  failure: 'delivery_failed',
  unknown: 'in_transit',
};

/** DHL has no code for these steps; its `status` and `description` texts name them. */
const DHL_TEXT_RULES: TextRules = [
  [/return(?:ed|ing)? to (?:the )?(?:sender|shipper)|being returned|rücksendung|zurückgesendet/i, 'returning'],
  [
    /available for (?:pick-?up|collection)|ready for (?:pick-?up|collection)|abholbereit|zur abholung/i,
    'available_for_pickup',
  ],
  [/out for delivery|with (?:the )?(?:delivery )?courier|in zustellung|zustellfahrzeug/i, 'out_for_delivery'],
  [/customs|clearance|zoll/i, 'customs'],
];

function dhlSubStatus(statusCode: string | null | undefined, ...texts: Array<string | null | undefined>): SubStatus {
  const byText = matchText(DHL_TEXT_RULES, ...texts);
  const byCode = statusCode ? DHL_STATUS_CODES[statusCode] : undefined;
  // A shipment "delivered" back to its sender ends as returned.
  if (byCode === 'delivered') return byText === 'returning' ? 'returned' : 'delivered';
  if (byCode === 'delivery_failed') return byText === 'returning' ? 'returning' : 'delivery_failed';
  return byText ?? byCode ?? 'in_transit';
}

const placeSchema = z
  .object({
    address: z
      .object({
        countryCode: z.string().nullish(),
        postalCode: z.string().nullish(),
        addressLocality: z.string().nullish(),
        streetAddress: z.string().nullish(),
      })
      .nullish(),
  })
  .nullish();

const eventSchema = z.object({
  timestamp: z.string().nullish(),
  location: placeSchema,
  statusCode: z.string().nullish(),
  status: z.string().nullish(),
  description: z.string().nullish(),
  remark: z.string().nullish(),
});

const partySchema = z.object({ name: z.string().nullish(), organizationName: z.string().nullish() }).nullish();

const shipmentSchema = z.object({
  id: z.union([z.string(), z.number()]).nullish(),
  service: z.string().nullish(),
  origin: placeSchema,
  destination: placeSchema,
  status: eventSchema.nullish(),
  estimatedTimeOfDelivery: z.string().nullish(),
  estimatedDeliveryTimeFrame: z
    .object({ estimatedFrom: z.string().nullish(), estimatedThrough: z.string().nullish() })
    .nullish(),
  details: z
    .object({
      product: z.object({ productName: z.string().nullish() }).nullish(),
      sender: partySchema,
      receiver: partySchema,
      weight: z
        .object({ value: z.union([z.number(), z.string()]).nullish(), unitText: z.string().nullish() })
        .nullish(),
    })
    .nullish(),
  events: z.array(eventSchema).nullish(),
});

const shipmentsSchema = z.object({ shipments: z.array(shipmentSchema).nullish() });

type DhlPlace = z.infer<typeof placeSchema>;
type DhlEvent = z.infer<typeof eventSchema>;
type DhlShipment = z.infer<typeof shipmentSchema>;

export class DhlAdapter extends BaseCarrierAdapter<DhlCredentials> {
  constructor(options: CarrierAdapterOptions<DhlCredentials> = {}) {
    super(
      {
        code: 'dhl',
        name: 'DHL',
        maxBatchSize: 1,
        baseUrl: 'https://api-eu.dhl.com',
        // The free plan allows one call per second.
        rateLimit: { perSecond: 1 },
        requiredCredentials: ['apiKey'],
      },
      options,
    );
  }

  protected async trackBatch([trackingNumber]: string[]): Promise<CarrierTrackResult[]> {
    const response = await this.http.request({
      method: 'GET',
      path: '/track/shipments',
      query: { trackingNumber },
      headers: { 'DHL-API-Key': this.credentials.apiKey },
      // DHL answers an unknown number with 404 and a problem+json body.
      passStatuses: [404],
    });
    if (response.status === 404) return [notFoundResult(trackingNumber, response.body)];

    const { shipments } = parseCarrierBody(this.code, shipmentsSchema, response.body, 'shipments answer');
    const shipment = shipments?.[0];
    if (!shipment) return [notFoundResult(trackingNumber, response.body)];
    return [this.toResult(trackingNumber, shipment, response.body)];
  }

  private toResult(trackingNumber: string, shipment: DhlShipment, raw: unknown): CarrierTrackResult {
    // DHL lists events newest first.
    const events = (shipment.events ?? [])
      .slice()
      .reverse()
      .map((event) => this.toEvent(event))
      .filter((event): event is NormalisedEvent => event !== undefined);
    const status = shipment.status;
    const details = shipment.details;
    const frame = shipment.estimatedDeliveryTimeFrame;
    const estimatedMin = parseTimestamp(frame?.estimatedFrom ?? shipment.estimatedTimeOfDelivery);
    const estimatedMax = parseTimestamp(frame?.estimatedThrough ?? shipment.estimatedTimeOfDelivery);

    return foundResult({
      trackingNumber,
      events,
      carrierStatus: status ? dhlSubStatus(status.statusCode, status.status, status.description) : undefined,
      shipment: {
        service: present(details?.product?.productName) ?? present(shipment.service),
        origin: toLocation(shipment.origin),
        destination: toLocation(shipment.destination),
        sender: present(details?.sender?.name) ?? present(details?.sender?.organizationName),
        recipient: present(details?.receiver?.name) ?? present(details?.receiver?.organizationName),
        weight: parseNumber(details?.weight?.value),
        weightUnit: present(details?.weight?.unitText),
        estimatedDelivery: estimatedMin || estimatedMax ? { min: estimatedMin, max: estimatedMax } : undefined,
      },
      raw,
    });
  }

  private toEvent(event: DhlEvent): NormalisedEvent | undefined {
    const occurredAt = parseTimestamp(event.timestamp);
    if (!occurredAt) return undefined;
    const subStatus = dhlSubStatus(event.statusCode, event.status, event.description);
    const rawText = present(event.description) ?? present(event.status) ?? '';
    return {
      occurredAt,
      ...progressOf(subStatus),
      description: rawText,
      location: toLocation(event.location),
      rawCode: event.statusCode ?? '',
      rawText,
      carrier: this.name,
    };
  }
}

function toLocation(place: DhlPlace): EventLocation | undefined {
  const address = place?.address;
  if (!address) return undefined;
  return compactLocation({
    city: address.addressLocality ?? undefined,
    countryIso: address.countryCode ?? undefined,
    zipCode: address.postalCode ?? undefined,
    address: address.streetAddress ?? undefined,
  });
}
