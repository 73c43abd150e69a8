import { IncomingMessage, ServerResponse, type RequestListener } from 'node:http';
import { Socket } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, Request, RequestHandler, Response } from 'express';
import fresh from 'fresh';
import { CLIENT_ADDRESS_SETTING, type ClientAddressResolver } from '../../common/client-address.js';
import { rootLogger } from '../../common/logging.js';
import { requestIdOf } from '../../common/request-id.js';
import { RateLimitGuard, type RateLimitVerdict } from '../auth/rate-limit.guard.js';
import type { TrackingResultDto } from './tracking.dto.js';
import { TrackingService } from './tracking.service.js';

/** Paths under `/api/tracking/` that are routes of their own, not tracking numbers (Express matches them in any case). */
const OTHER_TRACKING_ROUTES = new Set(['detect', 'formats', 'batch']);
const PREFIX = '/api/tracking/';

/** A cached answer as sent: its JSON bytes and their ETag, made once per cached answer instead of per request. */
interface SerializedAnswer {
  body: Buffer;
  etag: string | undefined;
}

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
 * The headers a middleware sets whatever the request, read once by running it on a real (unsent) response, as the
 * flat name/value list `writeHead` takes.
 * Valid for helmet as configured by `securityHeaders` (no per-request nonce); the front-door test compares every
 * header with the route's answer, so a per-request header there would fail it.
 */
export function constantHeaders(middleware: RequestHandler): string[] {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  middleware(request as Request, response as Response, () => undefined);
  return response.getHeaderNames().flatMap((name) => [name, String(response.getHeader(name))]);
}

/**
 * The front door of the API's HTTP server for `GET /api/tracking/{code}` when this process holds the number's
 * answer in memory (`TrackingService.cachedAnswer`). It answers before Express and Nest, doing what they do for that
 * route and nothing else, in one `writeHead` and one `end` (as a bare `node:http` server would):
 * - the client address is Express's `request.ip` (the same resolver, `CLIENT_ADDRESS_SETTING`);
 * - the request is counted by the same per-IP limit (`RateLimitGuard.count`); a request over the limit goes on to
 *   the route, which refuses it with 429 without counting it again;
 * - the headers are the security headers of the same helmet middleware (read once, `constantHeaders`), the
 *   `x-request-id` the request logger would give it, the RateLimit headers, and the JSON content type
 *   and ETag Express would send; a conditional request whose ETag matches gets `304 Not Modified` as from Express
 *   (the same `fresh` check);
 * - the "request completed" line is logged through the application's root logger, with the request logger's
 *   serializers, whenever its level logs it.
 * Every other request, and every number it does not hold, goes to the Express application unchanged.
 */
export class CachedLookupFrontDoor {
  private readonly serialized = new WeakMap<TrackingResultDto, SerializedAnswer>();
  private readonly clientAddress: ClientAddressResolver;

  constructor(
    private readonly express: Express,
    private readonly routed: RequestListener,
    private readonly tracking: TrackingService,
    private readonly rateLimit: RateLimitGuard,
    private readonly securityHeaders: string[],
  ) {
    this.clientAddress = express.get(CLIENT_ADDRESS_SETTING) as ClientAddressResolver;
  }

  /** Puts the front door before the application on the server Nest created for it. */
  static install(app: NestExpressApplication, securityHeaders: RequestHandler): CachedLookupFrontDoor {
    const server = app.getHttpServer();
    const [routed, ...others] = server.listeners('request') as RequestListener[];
    if (!routed || others.length > 0) throw new Error('Expected the HTTP server to have exactly one request listener');
    const door = new CachedLookupFrontDoor(
      app.getHttpAdapter().getInstance(),
      routed,
      app.get(TrackingService),
      app.get(RateLimitGuard),
      constantHeaders(securityHeaders),
    );
    server.removeListener('request', routed);
    server.on('request', door.listener);
    return door;
  }

  readonly listener = (request: IncomingMessage, response: ServerResponse): void => {
    const code = lookupCodeOf(request.method, request.url);
    const answer = code === undefined ? undefined : this.tracking.cachedAnswer(code);
    if (answer === undefined) {
      this.routed(request, response);
      return;
    }
    const started = performance.now();
    const verdict = this.rateLimit.count(this.clientAddress(request));
    if (!(verdict instanceof Promise)) {
      this.answer(request, response, answer, verdict, started);
      return;
    }
    verdict
      .then((counted) => this.answer(request, response, answer, counted, started))
      .catch((error: unknown) => {
        // Not expected (counting falls back to this process alone); should it happen, the route answers instead.
        rootLogger()?.warn({ err: error }, 'Cached lookup front door failed; handing the request to the route');
        if (!response.headersSent) this.routed(request, response);
      });
  };

  private answer(
    request: IncomingMessage,
    response: ServerResponse,
    answer: TrackingResultDto,
    verdict: RateLimitVerdict,
    started: number,
  ): void {
    if (!verdict.admitted) {
      this.rateLimit.apply(verdict, request, response);
      this.routed(request, response);
      return;
    }
    const id = requestIdOf(request);
    (request as IncomingMessage & { id?: string }).id = id;
    const { body, etag } = this.serialize(answer);
    // One flat name/value list, handed to writeHead as it is (no header map built per request).
    const headers = [...this.securityHeaders, 'x-request-id', id, 'Content-Type', 'application/json; charset=utf-8'];
    for (const [name, value] of Object.entries(verdict.headers)) headers.push(name, value);
    if (etag) headers.push('ETag', etag);
    if (etag && fresh(request.headers, { etag })) {
      response.writeHead(304, headers).end();
    } else {
      headers.push('Content-Length', String(body.length));
      response.writeHead(200, headers).end(body);
    }
    this.logCompleted(request, response, started);
  }

  /** The bytes and ETag `response.json(answer)` produces, with the application's own ETag setting. */
  private serialize(answer: TrackingResultDto): SerializedAnswer {
    let serialized = this.serialized.get(answer);
    if (!serialized) {
      const body = Buffer.from(JSON.stringify(answer), 'utf8');
      const etagOf = this.express.get('etag fn') as ((body: Buffer, encoding: string) => string) | undefined;
      serialized = { body, etag: etagOf?.(body, 'utf8') };
      this.serialized.set(answer, serialized);
    }
    return serialized;
  }

  /** The request logger's "request completed" line, through the same root logger and serializers. */
  private logCompleted(request: IncomingMessage, response: ServerResponse, started: number): void {
    const logger = rootLogger();
    if (!logger?.isLevelEnabled('info')) return;
    response.once('finish', () => {
      logger.info(
        { req: request, res: response, responseTime: Math.round(performance.now() - started) },
        'request completed',
      );
    });
  }
}
