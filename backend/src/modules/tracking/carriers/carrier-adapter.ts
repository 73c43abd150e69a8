import type { TrackingStatus } from '@parcelpilot/contracts';
import type { SubStatus } from '../tracking-status.js';
import type { CircuitBreakerOptions } from './circuit-breaker.js';
import type { RetryPolicy } from './http-client.js';
import type { RateLimiter } from './rate-limiter.js';

export interface EventLocation {
  city?: string;
  state?: string;
  countryIso?: string;
  zipCode?: string;
  address?: string;
}

export interface NormalisedEvent {
  occurredAt: Date;
  status: TrackingStatus;
  subStatus: SubStatus;
  description: string;
  location?: EventLocation;
  /** The carrier's own code for the event, exactly as received. */
  rawCode: string;
  /** The carrier's own wording for the event, exactly as received. */
  rawText: string;
  /** Name of the carrier that reported the event (for an aggregator: the underlying courier). */
  carrier: string;
}

export interface ShipmentInfo {
  service?: string;
  origin?: EventLocation;
  destination?: EventLocation;
  sender?: string;
  recipient?: string;
  weight?: number;
  weightUnit?: string;
  estimatedDelivery?: { min?: Date; max?: Date };
  /**
   * The last-mile courier's own number, when the shipment is handed over (typical for 17TRACK). `companyCode` is our
   * carrier code, empty when the courier is not one we know; `companyName` is how the carrier names it.
   */
  extraCarrier?: { trackingNumber: string; companyCode: string; companyName?: string };
}

export interface CarrierTrackResult {
  trackingNumber: string;
  /** `false` when the carrier does not know the number; the spec stores that outcome as status `false`. */
  found: boolean;
  status: TrackingStatus;
  subStatus: SubStatus;
  /** Oldest first. */
  events: NormalisedEvent[];
  shipment: ShipmentInfo;
  /** The carrier's answer for this number, kept for support and for re-mapping later. */
  raw?: unknown;
}

export interface CarrierDescription {
  name: string;
  code: string;
  enabled: boolean;
  /** Why the adapter is disabled; absent when enabled. */
  reason?: string;
}

export interface CarrierAdapter {
  readonly code: string;
  readonly name: string;
  /** How many numbers one carrier request can carry; `track()` splits larger lists itself. */
  readonly maxBatchSize: number;
  isEnabled(): boolean;
  describe(): CarrierDescription;
  /** One result per distinct number, in the order given. */
  track(numbers: readonly string[]): Promise<CarrierTrackResult[]>;
}

export interface CarrierAdapterOptions<TCredentials> {
  /** Defaults to the carrier's production endpoint. */
  baseUrl?: string;
  /** Without complete credentials the adapter is disabled. */
  credentials?: Partial<TCredentials> | null;
  /** Per HTTP attempt. */
  timeoutMs?: number;
  /** Calls per second to this carrier, and how many may go out at once after a quiet period. */
  rateLimit?: { perSecond: number; burst?: number };
  /** Defaults to an in-process token bucket built from `rateLimit`; inject a shared one to limit across workers. */
  rateLimiter?: RateLimiter;
  retry?: Partial<RetryPolicy>;
  circuitBreaker?: Partial<Omit<CircuitBreakerOptions, 'name'>>;
}
