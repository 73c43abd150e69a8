import {
  JSON_ANSWER_HEADERS,
  type FrontDoorRoute,
  type HeldAnswer,
  type RequestHead,
} from '../../common/front-door.js';
import type { TrackingService } from './tracking.service.js';

/** Paths under `/api/tracking/` that are routes of their own, not tracking numbers (Express matches them in any case). */
const OTHER_TRACKING_ROUTES = new Set(['detect', 'formats', 'batch']);
const PREFIX = '/api/tracking/';

/**
 * The tracking number of a `GET /api/tracking/{code}` request, percent-decoded as Express decodes route parameters;
 * undefined for any other request, and for paths the router would treat differently (a trailing slash, another
 * tracking route, a malformed escape).
 */
export function lookupCodeOf(method: string | undefined, url: string | undefined): string | undefined {
  if (method !== 'GET' || !url?.startsWith(PREFIX)) return undefined;
  const queryAt = url.indexOf('?');
  const raw = url.slice(PREFIX.length, queryAt === -1 ? undefined : queryAt);
  if (raw === '' || raw.includes('/') || OTHER_TRACKING_ROUTES.has(raw.toLowerCase())) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * `GET /api/tracking/{code}` at the front door (common/front-door.ts) when this process holds the number's answer in
 * memory (`TrackingService.cachedAnswerJson`): the JSON bytes `response.json(answer)` sends, kept with the answer.
 * Every number it does not hold goes to the route.
 */
export class CachedLookupRoute implements FrontDoorRoute {
  constructor(private readonly tracking: TrackingService) {}

  held(request: RequestHead): HeldAnswer | undefined {
    const code = lookupCodeOf(request.method, request.url);
    const body = code === undefined ? undefined : this.tracking.cachedAnswerJson(code);
    return body && { status: 200, headers: JSON_ANSWER_HEADERS, body };
  }
}
