import { parse } from 'node:querystring';
import {
  JSON_ANSWER_HEADERS,
  type FrontDoorRoute,
  type HeldAnswer,
  type RequestHead,
} from '../../common/front-door.js';
import type { TrackingService } from './tracking.service.js';

const PREFIX = '/api/tracking/detect?';

/**
 * The number of a `GET /api/tracking/detect?number=…` request whose query is that one parameter, read as Express reads
 * it (its "simple" query parser is `querystring.parse`); undefined for any other request, which the route answers
 * (no number, the number twice, another parameter: refused there).
 */
export function detectNumberOf(method: string | undefined, url: string | undefined): string | undefined {
  if (method !== 'GET' || !url?.startsWith(PREFIX)) return undefined;
  const query = parse(url.slice(PREFIX.length));
  const names = Object.keys(query);
  const number = query.number;
  return names.length === 1 && typeof number === 'string' ? number : undefined;
}

/**
 * `GET /api/tracking/detect` at the front door (common/front-door.ts): the format hint is a pure function of the number
 * and the carriers' tracking-link templates, so when this process holds the templates it answers the bytes the route
 * would (`TrackingService.detectedNow`) without Express and Nest. It is asked as a visitor types a number, and by
 * every server render of a result page. Anything the route would refuse goes to the route.
 */
export class DetectionRoute implements FrontDoorRoute {
  constructor(private readonly tracking: TrackingService) {}

  held(request: RequestHead): HeldAnswer | undefined {
    const number = detectNumberOf(request.method, request.url);
    const answer = number === undefined ? undefined : this.tracking.detectedNow(number);
    if (answer === undefined) return undefined;
    return { status: 200, headers: JSON_ANSWER_HEADERS, body: Buffer.from(JSON.stringify(answer), 'utf8') };
  }
}
