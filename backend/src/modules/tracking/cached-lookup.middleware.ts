import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { RateLimitGuard } from '../auth/rate-limit.guard.js';
import type { TrackingResultDto } from './tracking.dto.js';
import { TrackingService } from './tracking.service.js';

/** A cached answer as sent: its JSON bytes and their ETag, made once per cached answer instead of per request. */
interface SerializedAnswer {
  body: Buffer;
  etag: string | undefined;
}

/**
 * The fast path of `GET /api/tracking/{code}` for a number whose answer this process holds in memory: after the
 * security headers and the request log, it counts the request against the same per-IP limit and answers the same
 * bytes the route would (`response.json`, as Nest's Express adapter replies), without the router, guards, pipes and
 * filters around the route. Anything else (an uncached or invalid number, a request over the limit) goes on to the
 * route unchanged; the limit is not counted twice. The JSON and ETag of an answer are computed once and kept beside it
 * (a WeakMap, so they go when the answer leaves the cache); Express then sends them as `response.json` would.
 */
@Injectable()
export class CachedLookupMiddleware implements NestMiddleware<Request, Response> {
  constructor(
    private readonly tracking: TrackingService,
    private readonly rateLimit: RateLimitGuard,
  ) {}

  private readonly serialized = new WeakMap<TrackingResultDto, SerializedAnswer>();

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    const answer = this.tracking.cachedAnswer(request.params.code);
    if (answer === undefined || !(await this.rateLimit.admit(request, response))) return next();
    const { body, etag } = this.serialize(answer, request);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (etag) response.setHeader('ETag', etag);
    response.send(body);
  }

  /** The bytes and ETag `response.json(answer)` produces, with the application's own ETag setting. */
  private serialize(answer: TrackingResultDto, request: Request): SerializedAnswer {
    let serialized = this.serialized.get(answer);
    if (!serialized) {
      const body = Buffer.from(JSON.stringify(answer), 'utf8');
      const etagOf = request.app.get('etag fn') as ((body: Buffer, encoding: string) => string) | undefined;
      serialized = { body, etag: etagOf?.(body, 'utf8') };
      this.serialized.set(answer, serialized);
    }
    return serialized;
  }
}
