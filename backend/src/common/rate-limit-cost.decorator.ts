import { SetMetadata } from '@nestjs/common';
import type { Request } from 'express';

export const RATE_LIMIT_COST_KEY = 'parcelpilot:rateLimitCost';

/** How many requests one request of a route counts as (read from the parsed, not yet validated, request). */
export type RateLimitCostOf = (request: Request) => number;

/**
 * Counts a route's request as several against the general per-IP limit, as a batch of work is several lookups
 * (`POST /api/tracking/batch` counts one per number). Values below 1 count as 1.
 */
export const RateLimitCost = (costOf: RateLimitCostOf): MethodDecorator => SetMetadata(RATE_LIMIT_COST_KEY, costOf);
