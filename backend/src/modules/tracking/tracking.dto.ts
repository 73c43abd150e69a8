import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString } from 'class-validator';
import { findCountry } from '../../common/countries.js';
import type { StoredLocation, StoredShipmentInfo } from '../../database/schema/index.js';
import { trackingLinkFor, type TrackingUrlTemplates } from '../carriers/carrier-tracking-links.js';
import type { DetectionResult } from './detection/detection.engine.js';
import { DeliveryForecastDto } from './delivery-forecast.dto.js';
import { describeHandOff, HAND_OFF_LEGS, HandOffDto, type HandOffLeg } from './hand-off.dto.js';
import { StallDto } from './stalls/stall.dto.js';
import { LOOKUP_STATES, storedLookupState, type LookupState } from './lookup-state.js';
import { TRACKING_STATUSES, type TrackingStatus } from '@parcelpilot/contracts';
import type { StoredStatus, TrackingFailure } from './tracking-status.js';
import type { TrackingCodeRow, TrackingEventRow } from './tracking.repository.js';

export const MAX_BATCH_CODES = 40;

const NO_TEMPLATES: TrackingUrlTemplates = new Map();

export class DetectQueryDto {
  @ApiProperty({ description: 'A tracking number as typed', example: '1Z999AA10123456784' })
  @IsString({ message: 'Enter a tracking number' })
  number: string;
}

export class BatchLookupDto {
  @ApiProperty({ type: [String], maxItems: MAX_BATCH_CODES, example: ['1Z999AA10123456784'] })
  @IsArray({ message: 'codes must be a list of tracking numbers' })
  @ArrayMinSize(1, { message: 'Give at least one tracking number' })
  @ArrayMaxSize(MAX_BATCH_CODES, { message: `At most ${MAX_BATCH_CODES} tracking numbers at once` })
  @IsString({ each: true, message: 'Each tracking number must be text' })
  @Transform(({ value }: { value: unknown }) => value)
  codes: string[];
}

export class CarrierCandidateDto {
  @ApiProperty({ example: 'ups' }) carrier: string;
  @ApiProperty({ example: 'UPS' }) name: string;
  @ApiProperty({ enum: ['high', 'medium', 'low'] }) confidence: 'high' | 'medium' | 'low';
  @ApiProperty({ type: Boolean, nullable: true, description: 'null when the format has no check digit' })
  checksumValid: boolean | null;
  @ApiPropertyOptional() service?: string;
  @ApiPropertyOptional() countryIso?: string;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uri',
    example: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    description: "The carrier's own tracking page for this number; null when the directory has no link for the carrier",
  })
  trackingUrl: string | null;
}

export class OrderNumberDto {
  @ApiProperty({ example: 'amazon' }) marketplace: string;
  @ApiProperty({ example: 'Amazon' }) name: string;
}

export class DetectionResponseDto {
  @ApiProperty() number: string;
  @ApiProperty({ type: [CarrierCandidateDto] }) candidates: CarrierCandidateDto[];
  @ApiProperty({ type: OrderNumberDto, nullable: true }) orderNumber: OrderNumberDto | null;
}

export class CarrierFormatDto {
  @ApiProperty({ example: 'ups-1z' }) id: string;
  @ApiProperty({ example: 'ups' }) carrier: string;
  @ApiProperty({ example: 'UPS' }) carrierName: string;
  @ApiProperty({ description: 'Name of the format' }) name: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: [Number] }) lengths: number[];
  @ApiProperty({ type: String, nullable: true, description: 'How the check digit is computed, when there is one' })
  checkDigit: string | null;
  @ApiProperty({
    enum: ['high', 'medium', 'low'],
    description:
      'How sure a match of this format is: high when its check digit verifies, medium for a distinctive layout ' +
      'without a check digit, low for a loose shape other numbers share',
  })
  confidence: 'high' | 'medium' | 'low';
  @ApiProperty({ type: [String] }) examples: string[];
}

export class CarrierRefDto {
  @ApiProperty() name: string;
  @ApiProperty() code: string;
}

/** The last-mile carrier a shipment was handed over to, with the number it tracks the parcel by. */
export class ExtraCarrierDto {
  @ApiProperty() trackingNumber: string;
  @ApiProperty({ description: 'Our carrier code (its /couriers page); empty when the carrier is not in the directory' })
  companyCode: string;
  @ApiPropertyOptional({ description: 'The carrier as the reporting carrier names it', example: 'USPS' })
  companyName?: string;
}

export class EstimatedDeliveryDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Unix time, seconds' }) min: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Unix time, seconds' }) max: number | null;
}

export class ShipmentInfoDto {
  @ApiProperty() code: string;
  @ApiPropertyOptional({ type: ExtraCarrierDto }) extraCarrier?: ExtraCarrierDto;
  @ApiProperty() sender: string;
  @ApiProperty() recipient: string;
  @ApiProperty() serviceType: string;
  @ApiProperty({ type: EstimatedDeliveryDto }) estimatedDelivery: EstimatedDeliveryDto;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) predictedDeliveryDate: string | null;
}

export class PlaceDto {
  @ApiProperty() address: string;
  @ApiProperty() city: string;
  @ApiProperty() state: string;
  @ApiProperty() zipCode: string;
  @ApiProperty() countryName: string;
  @ApiProperty() countryISO: string;
}

export class TrackingRecordDto {
  @ApiProperty({ description: 'What happened, as the carrier says it' }) Event: string;
  @ApiProperty({ description: 'The carrier wording when it adds to Event, else empty' }) EventDescription: string;
  @ApiProperty({ description: 'Unix time, seconds' }) EventDate: number;
  @ApiProperty() carrier: string;
  @ApiProperty() _LocationText: string;
  @ApiProperty({ enum: TRACKING_STATUSES }) status: TrackingStatus;
  @ApiPropertyOptional({ enum: HAND_OFF_LEGS, description: 'Whose leg the event is on, for a handed-over shipment' })
  leg?: HandOffLeg;
}

export class TrackingResultDto {
  @ApiProperty() code: string;
  @ApiProperty({
    oneOf: [
      { type: 'string', enum: [...TRACKING_STATUSES] },
      { type: 'boolean', enum: [false] },
    ],
    description: 'false when the lookup failed (ERROR, CARRIER_NOT_DETECTED, NOT_FOUND)',
  })
  status: StoredStatus;
  @ApiProperty({ type: String, nullable: true, description: 'Finer status below the public one' })
  subStatus: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['ERROR', 'CARRIER_NOT_DETECTED', 'NOT_FOUND'] })
  failure: string | null;
  @ApiProperty({ type: [CarrierRefDto] }) foundIn: CarrierRefDto[];
  @ApiProperty({ type: ShipmentInfoDto }) shipmentInfo: ShipmentInfoDto;
  @ApiProperty({ type: PlaceDto }) origin: PlaceDto;
  @ApiProperty({ type: PlaceDto }) destination: PlaceDto;
  @ApiProperty({ type: Number, nullable: true }) weight: number | null;
  @ApiProperty({ example: 'gr' }) weightUnit: string;
  @ApiProperty({ type: Number, nullable: true }) daysInTransit: number | null;
  @ApiProperty({ type: [TrackingRecordDto], description: 'Newest first' }) records: TrackingRecordDto[];
  @ApiProperty({
    enum: LOOKUP_STATES,
    description:
      'What the answer rests on. found: a carrier knows the number. no-information: the carriers were asked and none ' +
      'knows it (yet). not-connected: none of its carriers has a live connection here (no API key, no 17TRACK key), ' +
      'so nobody was asked; follow detection.candidates[].trackingUrl. not-recognised: no carrier format matches and ' +
      'no connection could look it up. not-answering: the carriers were asked and did not answer (errors, timeouts, ' +
      'an open circuit); events stored earlier are kept in records; try again later.',
  })
  lookupState: LookupState;
  @ApiProperty({ type: DetectionResponseDto }) detection: DetectionResponseDto;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) lastCheckedAt: string | null;
  @ApiProperty({ description: 'Labelled demo data, not a real shipment' }) isDemo: boolean;
  @ApiProperty({
    type: DeliveryForecastDto,
    nullable: true,
    description:
      'For a parcel in transit: when it will arrive, from its lane’s delivery times given its days in transit; null ' +
      'when it is not in transit or its lane has too few delivered parcels',
  })
  deliveryForecast: DeliveryForecastDto | null;
  @ApiPropertyOptional({ type: HandOffDto, description: 'Both legs, when a carrier handed the parcel to another' })
  handOff?: HandOffDto;
  @ApiPropertyOptional({
    type: StallDto,
    description:
      "Only when the shipment is under way and its last event is older than 90% of the lane's gaps between events",
  })
  stall?: StallDto;
}

/**
 * How many lookups a batch request stands for, from its body before validation: the numbers it lists, at most one
 * more than a batch may hold (a longer list is refused anyway).
 */
export function batchSize(request: { body?: unknown }): number {
  const codes = (request.body as { codes?: unknown } | undefined)?.codes;
  return Array.isArray(codes) ? Math.min(codes.length, MAX_BATCH_CODES + 1) : 1;
}

export class BatchLookupResponseDto {
  @ApiProperty({ type: [TrackingResultDto] }) results: TrackingResultDto[];
}

function place(location: StoredLocation | null): PlaceDto {
  return {
    address: location?.address ?? '',
    city: location?.city ?? '',
    state: location?.state ?? '',
    zipCode: location?.zipCode ?? '',
    countryName: findCountry(location?.countryIso)?.name ?? '',
    countryISO: location?.countryIso?.toUpperCase() ?? '',
  };
}

function locationText(location: StoredLocation | null): string {
  if (!location) return '';
  const country = location.countryIso?.toUpperCase();
  return [location.city, location.state, country].filter(Boolean).join(', ');
}

const seconds = (iso: string | undefined): number | null => (iso ? Math.floor(Date.parse(iso) / 1000) : null);

/** The detection as answered; `templates` gives each candidate its tracking page for the number. */
export function mapDetection(
  detection: DetectionResult,
  templates: TrackingUrlTemplates = NO_TEMPLATES,
): DetectionResponseDto {
  return {
    number: detection.number,
    candidates: detection.candidates.map((candidate) => ({
      carrier: candidate.carrier,
      name: candidate.name,
      confidence: candidate.confidence,
      checksumValid: candidate.checksumValid,
      ...(candidate.service ? { service: candidate.service } : {}),
      ...(candidate.countryIso ? { countryIso: candidate.countryIso } : {}),
      trackingUrl: trackingLinkFor(templates, candidate.carrier, detection.number),
    })),
    orderNumber: detection.orderNumber
      ? { marketplace: detection.orderNumber.marketplace, name: detection.orderNumber.name }
      : null,
  };
}

/** The spec's tracking result. Rows never leave the service unmapped. */
export function mapTrackingResult(
  row: TrackingCodeRow,
  events: TrackingEventRow[],
  detection: DetectionResult,
  lookupState: LookupState = storedLookupState(row),
  templates: TrackingUrlTemplates = NO_TEMPLATES,
): TrackingResultDto {
  const info: StoredShipmentInfo = row.shipmentInfo;
  const handOff = describeHandOff(row, events, detection, (carrier, number) =>
    trackingLinkFor(templates, carrier, number),
  );
  return {
    code: row.code,
    status: (row.status as TrackingStatus | null) ?? false,
    subStatus: row.subStatus,
    failure: row.failure,
    foundIn: row.foundIn,
    shipmentInfo: {
      code: row.code,
      ...(info.extraCarrier ? { extraCarrier: info.extraCarrier } : {}),
      sender: row.sender ?? '',
      recipient: row.recipient ?? '',
      serviceType: info.serviceType ?? '',
      estimatedDelivery: {
        min: seconds(info.estimatedDelivery?.min),
        max: seconds(info.estimatedDelivery?.max),
      },
      predictedDeliveryDate: info.predictedDeliveryDate ?? null,
    },
    origin: place(row.origin),
    destination: place(row.destination),
    weight: row.weight,
    weightUnit: row.weightUnit,
    daysInTransit: row.daysInTransit,
    records: [...events].reverse().map((event) => ({
      Event: event.description,
      EventDescription: event.rawText && event.rawText !== event.description ? event.rawText : '',
      EventDate: Math.floor(event.occurredAt.getTime() / 1000),
      carrier: event.carrier,
      _LocationText: locationText(event.location),
      status: event.status as TrackingStatus,
      ...(handOff ? { leg: handOff.legOf(event) } : {}),
    })),
    lookupState,
    detection: mapDetection(detection, templates),
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    isDemo: row.isDemo,
    deliveryForecast: null,
    ...(handOff ? { handOff: handOff.dto } : {}),
  };
}

const FAILURE_OF_STATE: Readonly<Record<LookupState, TrackingFailure | null>> = {
  found: null,
  'no-information': 'NOT_FOUND',
  'not-connected': null,
  'not-recognised': 'CARRIER_NOT_DETECTED',
  'not-answering': 'ERROR',
};

/**
 * The answer for a number nothing is stored for (nobody knows it, nobody could be asked, or nobody answered): the
 * spec's empty result, status false.
 */
export function mapUnstoredResult(
  detection: DetectionResult,
  lookupState: Exclude<LookupState, 'found'>,
  checkedAt: Date | null,
  templates: TrackingUrlTemplates = NO_TEMPLATES,
): TrackingResultDto {
  const code = detection.number;
  return {
    code,
    status: false,
    subStatus: null,
    failure: FAILURE_OF_STATE[lookupState],
    foundIn: [],
    shipmentInfo: {
      code,
      sender: '',
      recipient: '',
      serviceType: '',
      estimatedDelivery: { min: null, max: null },
      predictedDeliveryDate: null,
    },
    origin: place(null),
    destination: place(null),
    weight: null,
    weightUnit: 'gr',
    daysInTransit: null,
    records: [],
    lookupState,
    detection: mapDetection(detection, templates),
    lastCheckedAt: checkedAt?.toISOString() ?? null,
    isDemo: false,
    deliveryForecast: null,
  };
}

export class StaffTrackingEventDto {
  @ApiProperty() _id: string;
  @ApiProperty() trackingCodeId: string;
  @ApiProperty() code: string;
  @ApiProperty() Event: string;
  @ApiProperty() EventDescription: string;
  @ApiProperty({ description: 'YYYY-MM-DD (UTC)' }) EventDate: string;
  @ApiProperty({ description: 'HH:MM (UTC)' }) EventTime: string;
  @ApiProperty() carrier: string;
  @ApiProperty({ enum: TRACKING_STATUSES }) status: string;
  @ApiProperty() subStatus: string;
  @ApiProperty() location: string;
  @ApiProperty() rawCode: string;
}

/** The back-office's read-only view of a saved tracking code (spec: tracking code). */
export class FollowCountsDto {
  @ApiProperty({ description: 'Confirmed: these addresses get a mail per status change' }) active: number;
  @ApiProperty({ description: 'Waiting for the address to confirm' }) pending: number;
}

export class StaffTrackingCodeDto {
  @ApiProperty() _id: string;
  @ApiProperty() code: string;
  @ApiProperty({ type: String, nullable: true }) status: string | null;
  @ApiProperty({ type: String, nullable: true }) failure: string | null;
  @ApiProperty({ type: PlaceDto }) origin: PlaceDto;
  @ApiProperty({ type: PlaceDto }) destination: PlaceDto;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) createdDate: string | null;
  @ApiProperty() sender: string;
  @ApiProperty() recipient: string;
  @ApiProperty({ type: Number, nullable: true }) weight: number | null;
  @ApiProperty() weightUnit: string;
  @ApiProperty({ type: [CarrierRefDto] }) foundIn: CarrierRefDto[];
  @ApiProperty({ type: [CarrierRefDto] }) trackedIn: CarrierRefDto[];
  @ApiProperty({ type: ShipmentInfoDto }) shipmentInfo: ShipmentInfoDto;
  @ApiProperty({ type: Number, nullable: true }) daysInTransit: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) deliveredDate: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) lastCheckedAt: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) nextCheckAt: string | null;
  @ApiProperty() failureCount: number;
  @ApiProperty() isDemo: boolean;
  @ApiProperty({ type: FollowCountsDto, description: 'E-mail follows of the shipment: counts only, never addresses' })
  follows: FollowCountsDto;
  @ApiPropertyOptional({ type: [StaffTrackingEventDto], description: 'Only when reading one code' })
  Events?: StaffTrackingEventDto[];
}

export function mapStaffEvent(event: TrackingEventRow & { code: string }): StaffTrackingEventDto {
  const iso = event.occurredAt.toISOString();
  return {
    _id: event.id,
    trackingCodeId: event.trackingCodeId,
    code: event.code,
    Event: event.description,
    EventDescription: event.rawText && event.rawText !== event.description ? event.rawText : '',
    EventDate: iso.slice(0, 10),
    EventTime: iso.slice(11, 16),
    carrier: event.carrier,
    status: event.status,
    subStatus: event.subStatus,
    location: locationText(event.location),
    rawCode: event.rawCode,
  };
}

export function mapStaffTrackingCode(
  row: TrackingCodeRow,
  follows: FollowCountsDto | undefined,
  events?: TrackingEventRow[],
): StaffTrackingCodeDto {
  const result = mapTrackingResult(row, [], { number: row.code, candidates: [], orderNumber: null });
  return {
    _id: row.id,
    code: row.code,
    status: row.status,
    failure: row.failure,
    origin: result.origin,
    destination: result.destination,
    createdDate: row.createdDate?.toISOString() ?? null,
    sender: result.shipmentInfo.sender,
    recipient: result.shipmentInfo.recipient,
    weight: row.weight,
    weightUnit: row.weightUnit,
    foundIn: row.foundIn,
    trackedIn: row.trackedIn,
    shipmentInfo: result.shipmentInfo,
    daysInTransit: row.daysInTransit,
    deliveredDate: row.deliveredDate?.toISOString() ?? null,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    nextCheckAt: row.nextCheckAt?.toISOString() ?? null,
    failureCount: row.failureCount,
    isDemo: row.isDemo,
    follows: follows ?? { active: 0, pending: 0 },
    ...(events ? { Events: [...events].reverse().map((event) => mapStaffEvent({ ...event, code: row.code })) } : {}),
  };
}

export class StatusCountsDto {
  @ApiProperty() total: number;
  @ApiProperty({
    description: 'Codes per current status; those without one count as "not found"',
    example: { delivered: 3, 'in transit': 6, 'out for delivery': 1, 'delivery fail': 0, returned: 0, 'not found': 2 },
  })
  byStatus: Record<TrackingStatus, number>;
}

export class ShipmentsSummaryDto {
  @ApiProperty({ type: StatusCountsDto, description: 'Looked up or refreshed in the last 24 hours' })
  today: StatusCountsDto;
  @ApiProperty({ type: StatusCountsDto, description: 'Looked up or refreshed in the last 7 days' })
  last7Days: StatusCountsDto;
  @ApiProperty({ format: 'date-time' }) generatedAt: string;
}

export function mapStatusCounts(rows: Array<{ status: string | null; total: number }>): StatusCountsDto {
  const byStatus = Object.fromEntries(TRACKING_STATUSES.map((status) => [status, 0])) as Record<TrackingStatus, number>;
  let total = 0;
  for (const row of rows) {
    const status = (TRACKING_STATUSES as readonly string[]).includes(row.status ?? '')
      ? (row.status as TrackingStatus)
      : 'not found';
    byStatus[status] += row.total;
    total += row.total;
  }
  return { total, byStatus };
}
