import type { Schemas } from '@parcelpilot/api-client';
import { isTrackingStatus as isPublicStatus } from '@parcelpilot/contracts';

export type TrackingResult = Schemas['TrackingResultDto'];
export type Detection = Schemas['DetectionResponseDto'];
export type CarrierRef = Schemas['CarrierRefDto'];

/** The spec's status values; `false` means the carriers gave no information. */
export type TrackingStatus = TrackingResult['status'];

/** Class-name and translation-key form of a status; `false` shows as Not Found. */
export type StatusSlug = 'delivered' | 'delivery-fail' | 'out-for-delivery' | 'returned' | 'in-transit' | 'not-found';

export function statusSlug(status: TrackingStatus): StatusSlug {
  switch (status) {
    case 'delivered':
      return 'delivered';
    case 'delivery fail':
      return 'delivery-fail';
    case 'out for delivery':
      return 'out-for-delivery';
    case 'returned':
      return 'returned';
    case 'in transit':
      return 'in-transit';
    case 'not found':
    case false:
      return 'not-found';
  }
}

/** A status, or `false` (the carriers gave no information), as a saved code may hold it. */
export function isTrackingStatus(value: unknown): value is TrackingStatus {
  return value === false || isPublicStatus(value);
}

/** The carriers of a result: those it was found in, else those its number's format points to. */
export function resultCarriers(result: TrackingResult): CarrierRef[] {
  if (result.foundIn.length > 0) return result.foundIn;
  return result.detection.candidates.map((candidate) => ({ code: candidate.carrier, name: candidate.name }));
}
