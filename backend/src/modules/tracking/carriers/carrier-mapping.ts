import type { z } from 'zod';

import { mergeProgress, publicStatusOf, type SubStatus, type TrackingProgress } from '../tracking-status.js';
import type { CarrierTrackResult, EventLocation, NormalisedEvent, ShipmentInfo } from './carrier-adapter.js';
import { CarrierResponseError } from './carrier.errors.js';

/** Validates a carrier answer against the part of its documented shape we rely on. */
export function parseCarrierBody<TSchema extends z.ZodType>(
  carrier: string,
  schema: TSchema,
  body: unknown,
  what: string,
): z.infer<TSchema> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issues = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  throw new CarrierResponseError(carrier, `unexpected ${what}: ${issues}`, undefined, { cause: result.error });
}

export function progressOf(subStatus: SubStatus): TrackingProgress {
  return { status: publicStatusOf(subStatus), subStatus };
}

/** An ordered list of wording patterns, for carriers whose codes are coarser than their texts. */
export type TextRules = ReadonlyArray<readonly [RegExp, SubStatus]>;

export function matchText(rules: TextRules, ...texts: Array<string | null | undefined>): SubStatus | undefined {
  const text = texts.filter(Boolean).join(' ');
  return rules.find(([pattern]) => pattern.test(text))?.[1];
}

/**
 * Parses a carrier timestamp. ISO 8601 with an offset is exact; without one the carrier gave local time and
 * no zone, and it is read as UTC (off by the local offset at most, which keeps the day right for display).
 */
export function parseTimestamp(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(trimmed);
  const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(trimmed);
  const date = new Date(hasZone || isDateOnly ? trimmed : `${trimmed}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Carriers send empty strings and nulls for fields they do not have; those become absent. */
export function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Carriers fill country fields with ISO codes or with names; only ISO 3166 alpha-2 codes are kept. */
export function isoCountry(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && /^[A-Za-z]{2}$/.test(trimmed) ? trimmed.toUpperCase() : undefined;
}

export function compactLocation(location: EventLocation): EventLocation | undefined {
  const entries = Object.entries(location).filter(([, value]) => typeof value === 'string' && value.trim() !== '');
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

export function compactShipment(shipment: ShipmentInfo): ShipmentInfo {
  const entries = Object.entries(shipment).filter(([, value]) => value !== undefined && value !== '');
  return Object.fromEntries(entries);
}

/** Strips the HTML markup some carriers put in service names (USPS: `Priority Mail<SUP>&reg;</SUP>`). */
export function plainText(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const text = value
    .replace(/<[^>]*>/g, '')
    .replace(/&(reg|#174);/gi, '®')
    .replace(/&(trade|#8482);/gi, '™')
    .replace(/&amp;/gi, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? undefined : text;
}

export function parseNumber(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

export interface FoundShipment {
  trackingNumber: string;
  events: NormalisedEvent[];
  /** The carrier's own summary status for the shipment, when it gives one. */
  carrierStatus?: SubStatus;
  shipment: ShipmentInfo;
  raw: unknown;
}

/**
 * Builds the result for a number the carrier knows. Events are replayed oldest first through `mergeProgress`, then
 * the carrier's summary is applied last, so a late scan never moves a delivered shipment back.
 */
export function foundResult({
  trackingNumber,
  events,
  carrierStatus,
  shipment,
  raw,
}: FoundShipment): CarrierTrackResult {
  const ordered = [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  let progress: TrackingProgress | null = null;
  for (const event of ordered) progress = mergeProgress(progress, { status: event.status, subStatus: event.subStatus });
  if (carrierStatus) progress = mergeProgress(progress, progressOf(carrierStatus));
  const { status, subStatus } = progress ?? progressOf('info_received');
  return { trackingNumber, found: true, status, subStatus, events: ordered, shipment: compactShipment(shipment), raw };
}

export function notFoundResult(trackingNumber: string, raw: unknown): CarrierTrackResult {
  return { trackingNumber, found: false, ...progressOf('not_found'), events: [], shipment: {}, raw };
}
