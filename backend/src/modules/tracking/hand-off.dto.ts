import { ApiProperty } from '@nestjs/swagger';
import { carrierCodeForName, carrierNameForCode, sameCarrier } from './detection/carrier-by-name.js';
import type { DetectionResult } from './detection/detection.engine.js';
import type { TrackingCodeRow, TrackingEventRow } from './tracking.repository.js';

export const HAND_OFF_LEGS = ['first', 'last-mile'] as const;
export type HandOffLeg = (typeof HAND_OFF_LEGS)[number];

export class HandOffLegDto {
  @ApiProperty({ example: 'RR123456789CN' }) trackingNumber: string;
  @ApiProperty({ example: 'China Post' }) carrierName: string;
  @ApiProperty({ example: 'china-post', description: 'Our carrier code (its /couriers page); empty when unknown' })
  carrierCode: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The carrier's own tracking page for this leg's number, when the carrier has one",
  })
  trackingUrl: string | null;
}

/** A shipment one carrier handed to another for the last mile, under a number of its own. */
export class HandOffDto {
  @ApiProperty({ type: HandOffLegDto, description: 'The carrier the number was looked up with' })
  first: HandOffLegDto;
  @ApiProperty({ type: HandOffLegDto, description: 'The carrier that delivers, with its own number' })
  lastMile: HandOffLegDto;
}

export interface HandOff {
  dto: HandOffDto;
  /** The leg an event belongs to: the last mile's when the last-mile carrier reported it. */
  legOf(event: Pick<TrackingEventRow, 'carrier'>): HandOffLeg;
}

/**
 * The two legs of a handed-over shipment (the carrier answer named a last-mile carrier and number), or undefined for
 * a shipment one carrier carries alone. Events are assigned to legs by the carrier that reported them.
 */
export function describeHandOff(
  row: TrackingCodeRow,
  events: readonly TrackingEventRow[],
  detection: DetectionResult,
  trackingLink: (carrierCode: string, number: string) => string | null = () => null,
): HandOff | undefined {
  const extra = row.shipmentInfo.extraCarrier;
  if (!extra) return undefined;
  const lastMileName = extra.companyName ?? carrierNameForCode(extra.companyCode) ?? extra.companyCode;
  const isLastMile = (carrier: string) =>
    sameCarrier(carrier, lastMileName) || (extra.companyCode !== '' && sameCarrier(carrier, extra.companyCode));
  const firstReporter = [...events]
    .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())
    .find((event) => !isLastMile(event.carrier))?.carrier;
  const [candidate] = detection.candidates;
  const firstName =
    firstReporter ?? row.foundIn.find((carrier) => !isLastMile(carrier.name))?.name ?? candidate?.name ?? '';
  const firstCode = (firstName ? carrierCodeForName(firstName) : undefined) ?? candidate?.carrier ?? '';
  return {
    dto: {
      first: {
        trackingNumber: row.code,
        carrierName: firstName,
        carrierCode: firstCode,
        trackingUrl: firstCode ? trackingLink(firstCode, row.code) : null,
      },
      lastMile: {
        trackingNumber: extra.trackingNumber,
        carrierName: lastMileName,
        carrierCode: extra.companyCode,
        trackingUrl: extra.companyCode ? trackingLink(extra.companyCode, extra.trackingNumber) : null,
      },
    },
    legOf: (event) => (isLastMile(event.carrier) ? 'last-mile' : 'first'),
  };
}
