import { z } from 'zod';

import type { SubStatus } from '../tracking-status.js';
import { BaseCarrierAdapter } from './base-carrier.adapter.js';
import type { CarrierAdapterOptions, CarrierTrackResult, EventLocation, NormalisedEvent } from './carrier-adapter.js';
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
import { OAuthTokenCache, oauthTokenFromBody, type OAuthToken } from './oauth-token.cache.js';

/**
 * FedEx Track API (developer.fedex.com, Track API v1): a client-credentials token from `POST /oauth/token`, then
 * `POST /track/v1/trackingnumbers` with up to 30 numbers per request.
 */

export interface FedexCredentials {
  /** The project's API key. */
  clientId: string;
  /** The project's secret key. */
  clientSecret: string;
}

/**
 * FedEx scan event types (`eventType`) and derived status codes (`derivedStatusCode`, `latestStatusDetail.code`).
 * The event type is looked up first: it is finer (HP "ready for recipient pickup" is derived as IT).
 */
const FEDEX_STATUS_CODES: Readonly<Partial<Record<string, SubStatus>>> = {
  OC: 'info_received', // Shipment information sent to FedEx (label created)
  IN: 'info_received', // Initiated
  PU: 'in_transit', // Picked up
  PX: 'in_transit', // Picked up
  AA: 'in_transit', // At airport
  AC: 'in_transit', // At Canada Post facility
  AF: 'in_transit', // At FedEx facility
  AO: 'in_transit', // Shipment arriving on time
  AP: 'in_transit', // At pickup
  AR: 'in_transit', // Arrived at
  AX: 'in_transit', // At USPS facility
  CH: 'in_transit', // Location changed
  DP: 'in_transit', // Departed
  DR: 'in_transit', // Vehicle dispatched
  DS: 'in_transit', // Vehicle dispatched
  DY: 'in_transit', // Delay: still on its way
  EA: 'in_transit', // Enroute to airport
  ED: 'in_transit', // Enroute to delivery
  EO: 'in_transit', // Enroute to origin airport
  EP: 'in_transit', // Enroute to pickup
  FD: 'in_transit', // At FedEx destination facility
  IT: 'in_transit',
  IX: 'in_transit', // In transit (international)
  LO: 'in_transit', // Left origin
  OF: 'in_transit', // At FedEx origin facility
  PF: 'in_transit', // Plane in flight
  PL: 'in_transit', // Plane landed
  PM: 'in_transit', // In progress
  RL: 'in_transit', // Running late
  SF: 'in_transit', // At sort facility
  TR: 'in_transit', // Transfer
  CC: 'customs', // Cleared customs
  CD: 'customs', // Clearance delay
  CP: 'customs', // Clearance in progress
  CU: 'customs',
  BR: 'customs', // Broker
  OD: 'out_for_delivery', // On FedEx vehicle for delivery
  HL: 'available_for_pickup', // Hold at location
  HP: 'available_for_pickup', // Ready for recipient pickup
  DL: 'delivered',
  DE: 'delivery_failed', // Delivery exception
  SE: 'exception', // Shipment exception
  CA: 'exception', // Shipment cancelled
  DD: 'exception', // Delivery delay
  RS: 'returning', // Return to shipper
};

const addressSchema = z
  .object({
    streetLines: z.array(z.string()).nullish(),
    city: z.string().nullish(),
    stateOrProvinceCode: z.string().nullish(),
    postalCode: z.string().nullish(),
    countryCode: z.string().nullish(),
  })
  .nullish();

const partySchema = z
  .object({
    contact: z.object({ personName: z.string().nullish(), companyName: z.string().nullish() }).nullish(),
    address: addressSchema,
  })
  .nullish();

const weightSchema = z.array(
  z.object({ unit: z.string().nullish(), value: z.union([z.string(), z.number()]).nullish() }),
);

const windowSchema = z
  .object({ window: z.object({ begins: z.string().nullish(), ends: z.string().nullish() }).nullish() })
  .nullish();

const scanEventSchema = z.object({
  date: z.string().nullish(),
  eventType: z.string().nullish(),
  eventDescription: z.string().nullish(),
  exceptionDescription: z.string().nullish(),
  derivedStatusCode: z.string().nullish(),
  scanLocation: addressSchema,
});

/** Other numbers of the package (`additionalTrackingInfo.packageIdentifiers`): references, the partner's number… */
const packageIdentifierSchema = z.object({ type: z.string().nullish(), values: z.array(z.string()).nullish() });

const trackResultSchema = z.object({
  error: z.object({ code: z.string().nullish(), message: z.string().nullish() }).nullish(),
  trackingNumberInfo: z.object({ carrierCode: z.string().nullish() }).nullish(),
  additionalTrackingInfo: z.object({ packageIdentifiers: z.array(packageIdentifierSchema).nullish() }).nullish(),
  latestStatusDetail: z
    .object({ code: z.string().nullish(), derivedCode: z.string().nullish(), description: z.string().nullish() })
    .nullish(),
  serviceDetail: z.object({ description: z.string().nullish() }).nullish(),
  shipperInformation: partySchema,
  recipientInformation: partySchema,
  packageDetails: z.object({ weightAndDimensions: z.object({ weight: weightSchema.nullish() }).nullish() }).nullish(),
  shipmentDetails: z.object({ weight: weightSchema.nullish() }).nullish(),
  dateAndTimes: z.array(z.object({ type: z.string().nullish(), dateTime: z.string().nullish() })).nullish(),
  estimatedDeliveryTimeWindow: windowSchema,
  standardTransitTimeWindow: windowSchema,
  scanEvents: z.array(scanEventSchema).nullish(),
});

const trackResponseSchema = z.object({
  output: z.object({
    completeTrackResults: z.array(
      z.object({ trackingNumber: z.string(), trackResults: z.array(trackResultSchema).nullish() }),
    ),
  }),
});

/** Each number's entry exactly as FedEx sent it, for `raw`. */
const rawEntriesSchema = z.object({ output: z.object({ completeTrackResults: z.array(z.unknown()) }) });

type FedexAddress = z.infer<typeof addressSchema>;
type FedexScanEvent = z.infer<typeof scanEventSchema>;
type FedexTrackResult = z.infer<typeof trackResultSchema>;

export class FedexAdapter extends BaseCarrierAdapter<FedexCredentials> {
  private readonly tokens = new OAuthTokenCache(() => this.fetchToken());

  constructor(options: CarrierAdapterOptions<FedexCredentials> = {}) {
    super(
      {
        code: 'fedex',
        name: 'FedEx',
        maxBatchSize: 30,
        baseUrl: 'https://apis.fedex.com',
        rateLimit: { perSecond: 10 },
        requiredCredentials: ['clientId', 'clientSecret'],
      },
      options,
    );
  }

  protected async trackBatch(numbers: string[]): Promise<CarrierTrackResult[]> {
    const response = await this.http.request({
      method: 'POST',
      path: '/track/v1/trackingnumbers',
      headers: { 'x-locale': 'en_US' },
      body: {
        json: {
          includeDetailedScans: true,
          trackingInfo: numbers.map((trackingNumber) => ({ trackingNumberInfo: { trackingNumber } })),
        },
      },
      authorizer: this.tokens,
    });
    const { output } = parseCarrierBody(this.code, trackResponseSchema, response.body, 'track answer');
    const rawEntries = parseCarrierBody(this.code, rawEntriesSchema, response.body, 'track answer').output
      .completeTrackResults;

    return output.completeTrackResults.map(({ trackingNumber, trackResults }, index) => {
      // A number shared by several shipments has several results; the first one without an error is the answer.
      const result = trackResults?.find((candidate) => !candidate.error) ?? trackResults?.[0];
      // FedEx reports unknown and malformed numbers per number (TRACKING.TRACKINGNUMBER.NOTFOUND, …INVALID).
      if (!result || result.error) return notFoundResult(trackingNumber, rawEntries[index]);
      return this.toResult(trackingNumber, result, rawEntries[index]);
    });
  }

  private async fetchToken(): Promise<OAuthToken> {
    const { clientId, clientSecret } = this.credentials;
    const response = await this.http.request({
      method: 'POST',
      path: '/oauth/token',
      body: { form: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret } },
    });
    return oauthTokenFromBody(this.code, response.body);
  }

  private toResult(trackingNumber: string, result: FedexTrackResult, raw: unknown): CarrierTrackResult {
    // FedEx lists scan events newest first.
    const events = (result.scanEvents ?? [])
      .slice()
      .reverse()
      .map((event) => this.toEvent(event))
      .filter((event): event is NormalisedEvent => event !== undefined);
    const latest = result.latestStatusDetail;
    const weight = result.packageDetails?.weightAndDimensions?.weight?.[0] ?? result.shipmentDetails?.weight?.[0];

    return foundResult({
      trackingNumber,
      events,
      carrierStatus: fedexSubStatus(latest?.code, latest?.derivedCode),
      shipment: {
        service: present(result.serviceDetail?.description),
        origin: toLocation(result.shipperInformation?.address),
        destination: toLocation(result.recipientInformation?.address),
        sender: partyName(result.shipperInformation),
        recipient: partyName(result.recipientInformation),
        weight: parseNumber(weight?.value),
        weightUnit: present(weight?.unit),
        estimatedDelivery: estimatedDelivery(result),
        extraCarrier: lastMileCarrier(result),
      },
      raw,
    });
  }

  private toEvent(event: FedexScanEvent): NormalisedEvent | undefined {
    const occurredAt = parseTimestamp(event.date);
    if (!occurredAt) return undefined;
    const rawText = present(event.eventDescription) ?? '';
    const detail = present(event.exceptionDescription);
    return {
      occurredAt,
      ...progressOf(fedexSubStatus(event.eventType, event.derivedStatusCode) ?? 'in_transit'),
      description: detail && detail !== rawText ? `${rawText}: ${detail}` : rawText,
      location: toLocation(event.scanLocation),
      rawCode: present(event.eventType) ?? '',
      rawText,
      carrier: this.name,
    };
  }
}

function fedexSubStatus(...codes: Array<string | null | undefined>): SubStatus | undefined {
  for (const code of codes) {
    const subStatus = code ? FEDEX_STATUS_CODES[code] : undefined;
    if (subStatus) return subStatus;
  }
  return undefined;
}

function toLocation(address: FedexAddress): EventLocation | undefined {
  if (!address) return undefined;
  return compactLocation({
    city: address.city ?? undefined,
    state: address.stateOrProvinceCode ?? undefined,
    zipCode: address.postalCode ?? undefined,
    countryIso: isoCountry(address.countryCode),
    address: address.streetLines
      ?.map((line) => line.trim())
      .filter(Boolean)
      .join(', '),
  });
}

function partyName(party: FedexTrackResult['shipperInformation']): string | undefined {
  return present(party?.contact?.personName) ?? present(party?.contact?.companyName);
}

/** FedEx Ground Economy (formerly SmartPost, operating company FXSP): USPS delivers it, under its own number. */
const USPS_DELIVERED_OPERATING_COMPANY = 'FXSP';

/**
 * The USPS number of a FedEx Ground Economy package, which FedEx lists as its partner carrier's number; other
 * packages have no last-mile carrier.
 */
function lastMileCarrier(
  result: FedexTrackResult,
): { trackingNumber: string; companyCode: string; companyName: string } | undefined {
  if (result.trackingNumberInfo?.carrierCode !== USPS_DELIVERED_OPERATING_COMPANY) return undefined;
  const partnerNumber = result.additionalTrackingInfo?.packageIdentifiers
    ?.find((identifier) => identifier.type === 'PARTNER_CARRIER_NUMBER')
    ?.values?.map((value) => value.trim())
    .find(Boolean);
  return partnerNumber ? { trackingNumber: partnerNumber, companyCode: 'usps', companyName: 'USPS' } : undefined;
}

function estimatedDelivery(result: FedexTrackResult): { min?: Date; max?: Date } | undefined {
  const window = result.estimatedDeliveryTimeWindow?.window;
  const estimated = result.dateAndTimes?.find((entry) => entry.type === 'ESTIMATED_DELIVERY')?.dateTime;
  const min = parseTimestamp(window?.begins ?? estimated);
  const max = parseTimestamp(window?.ends ?? estimated ?? result.standardTransitTimeWindow?.window?.ends);
  return min || max ? { min, max } : undefined;
}
