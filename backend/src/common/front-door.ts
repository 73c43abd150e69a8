import { IncomingMessage, ServerResponse, type RequestListener } from 'node:http';
import { Socket } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { HeldApiAnswer } from '@parcelpilot/contracts';
import type { Express, Request, RequestHandler, Response } from 'express';
import fresh from 'fresh';
import type { RateLimitGuard, RateLimitVerdict } from '../modules/auth/rate-limit.guard.js';
import { CLIENT_ADDRESS_SETTING, type ClientAddressResolver } from './client-address.js';
import { rootLogger } from './logging.js';
import { requestIdOf } from './request-id.js';

/**
 * An answer a route would give, held in memory by this process: its status, its own headers (as the flat name/value
 * list `writeHead` takes, without the security, request id, RateLimit, ETag and Content-Length headers, which the
 * front door adds) and its body. The same `body` Buffer for the same answer lets its ETag be computed once.
 */
export interface HeldAnswer extends HeldApiAnswer {
  body: Buffer;
}

/** The headers of a JSON answer as Express's `response.json` sends it (the front door adds the rest). */
export const JSON_ANSWER_HEADERS: readonly string[] = ['Content-Type', 'application/json; charset=utf-8'];

/**
 * A route the front door answers when this process holds its answer. `held` must say undefined for every request the
 * Express application would answer in any other way than with these bytes and headers: the front door is only a
 * shorter path to the same answer.
 */
export interface FrontDoorRoute {
  held(request: RequestHead): HeldAnswer | undefined;
}

/** What a front-door route reads of a request: its method, its URL as sent and its headers. */
export type RequestHead = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

/**
 * The headers a middleware sets whatever the request, read once by running it on a real (unsent) response, as the
 * flat name/value list `writeHead` takes.
 * Valid for helmet as configured by `securityHeaders` (no per-request nonce); the front-door tests compare every
 * header with the route's answer, so a per-request header there would fail them.
 */
export function constantHeaders(middleware: RequestHandler): string[] {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  middleware(request as Request, response as Response, () => undefined);
  return response.getHeaderNames().flatMap((name) => [name, String(response.getHeader(name))]);
}

/**
 * The front door of the API's HTTP server: a request whose answer this process holds in memory (`FrontDoorRoute`:
 * cached tracking lookups, cached public pages) is answered before Express and Nest, doing what they do for that
 * request and nothing else, in one `writeHead` and one `end` (as a bare `node:http` server would):
 * - the client address is Express's `request.ip` (the same resolver, `CLIENT_ADDRESS_SETTING`);
 * - the request is counted by the same per-IP limit (`RateLimitGuard.count`); a request over the limit goes on to
 *   the application, which refuses it with 429 without counting it again (`RateLimitGuard.apply`);
 * - the headers are the security headers of the same helmet middleware (read once, `constantHeaders`), the
 *   `x-request-id` the request logger would give it, the RateLimit headers, the route's own headers and the ETag
 *   Express would send (its own `etag fn`, computed once per held body); a conditional request whose ETag matches
 *   gets `304 Not Modified` as from Express (the same `fresh` check, without Content-Type and Content-Length), a HEAD
 *   request the headers alone;
 * - the "request completed" line is logged through the application's root logger, with the request logger's
 *   serializers, whenever its level logs it (`requestLog` logs every request the application answers).
 * Every other request goes to the Express application unchanged.
 */
export class FrontDoor {
  private readonly etags = new WeakMap<Buffer, string | undefined>();
  private readonly clientAddress: ClientAddressResolver;

  constructor(
    private readonly express: Express,
    private readonly routed: RequestListener,
    private readonly routes: readonly FrontDoorRoute[],
    private readonly rateLimit: RateLimitGuard,
    private readonly securityHeaders: readonly string[],
  ) {
    this.clientAddress = express.get(CLIENT_ADDRESS_SETTING) as ClientAddressResolver;
  }

  /** Puts the front door before the application on the server Nest created for it. */
  static install(
    app: NestExpressApplication,
    securityHeaders: RequestHandler,
    rateLimit: RateLimitGuard,
    routes: FrontDoorRoute[],
  ): FrontDoor {
    const server = app.getHttpServer();
    const [routed, ...others] = server.listeners('request') as RequestListener[];
    if (!routed || others.length > 0) throw new Error('Expected the HTTP server to have exactly one request listener');
    const door = new FrontDoor(
      app.getHttpAdapter().getInstance(),
      routed,
      routes,
      rateLimit,
      constantHeaders(securityHeaders),
    );
    server.removeListener('request', routed);
    server.on('request', door.listener);
    return door;
  }

  readonly listener = (request: IncomingMessage, response: ServerResponse): void => {
    const held = this.heldAnswer(request);
    if (held === undefined) {
      this.routed(request, response);
      return;
    }
    const started = performance.now();
    const verdict = this.rateLimit.count(this.clientAddress(request));
    if (!(verdict instanceof Promise)) {
      this.answer(request, response, held, verdict, started);
      return;
    }
    verdict
      .then((counted) => this.answer(request, response, held, counted, started))
      .catch((error: unknown) => {
        // Not expected (counting falls back to this process alone); should it happen, the application answers instead.
        rootLogger()?.warn({ err: error }, 'Front door failed; handing the request to the application');
        if (!response.headersSent) this.routed(request, response);
      });
  };

  /**
   * The answer this process holds for a GET of `pathAndQuery` as the server render asks it (no body, no cookie, no
   * preference), or undefined: the render's shortcut past loopback HTTP for the API reads its front door answers. Not
   * counted by the rate limit, as the render's API calls are not.
   */
  readonly heldFor = (pathAndQuery: string): HeldAnswer | undefined =>
    this.heldAnswer({ method: 'GET', url: pathAndQuery, headers: {} });

  private heldAnswer(request: RequestHead): HeldAnswer | undefined {
    for (const route of this.routes) {
      const held = route.held(request);
      if (held !== undefined) return held;
    }
    return undefined;
  }

  private answer(
    request: IncomingMessage,
    response: ServerResponse,
    held: HeldAnswer,
    verdict: RateLimitVerdict,
    started: number,
  ): void {
    if (!verdict.admitted) {
      this.rateLimit.apply(verdict, request, response);
      this.routed(request, response);
      return;
    }
    // One flat name/value list, handed to writeHead as it is (no header map built per request).
    const headers = [...this.securityHeaders];
    const id = requestIdOf(request);
    (request as IncomingMessage & { id?: string }).id = id;
    headers.push('x-request-id', id);
    for (const [name, value] of Object.entries(verdict.headers)) headers.push(name, value);
    const etag = this.etagOf(held.body);
    const notModified = etag !== undefined && fresh(request.headers, { etag });
    for (let at = 0; at < held.headers.length; at += 2) {
      // Express's 304 leaves out the body's type and length.
      if (!notModified || held.headers[at].toLowerCase() !== 'content-type')
        headers.push(held.headers[at], held.headers[at + 1]);
    }
    if (etag !== undefined) headers.push('ETag', etag);
    if (notModified) {
      response.writeHead(304, headers).end();
    } else {
      headers.push('Content-Length', String(held.body.length));
      response.writeHead(held.status, headers);
      if (request.method === 'HEAD') response.end();
      else response.end(held.body);
    }
    this.logCompleted(request, response, headers, started);
  }

  /** The ETag Express's `send` gives these bytes, with the application's own ETag setting; once per body. */
  private etagOf(body: Buffer): string | undefined {
    if (this.etags.has(body)) return this.etags.get(body);
    const etagFn = this.express.get('etag fn') as ((body: Buffer, encoding: string) => string) | undefined;
    const etag = etagFn?.(body, 'utf8');
    this.etags.set(body, etag);
    return etag;
  }

  /**
   * The request logger's "request completed" line, through the same root logger and serializers. Headers handed to
   * `writeHead` as a list are not kept by the response (`getHeaders()` is empty), so the line is given a view of the
   * response that has them, as the routed answer's line has its own (names in lower case, as `getHeaders` gives them).
   */
  private logCompleted(
    request: IncomingMessage,
    response: ServerResponse,
    headers: readonly string[],
    started: number,
  ): void {
    const logger = rootLogger();
    if (!logger?.isLevelEnabled('info')) return;
    response.once('finish', () => {
      const res = {
        statusCode: response.statusCode,
        headersSent: true,
        getHeaders: () => {
          const map: Record<string, string> = {};
          for (let at = 0; at < headers.length; at += 2) map[headers[at].toLowerCase()] = headers[at + 1];
          return map;
        },
      };
      logger.info({ req: request, res, responseTime: Math.round(performance.now() - started) }, 'request completed');
    });
  }
}
