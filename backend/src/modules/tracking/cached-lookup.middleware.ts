import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { RateLimitGuard } from '../auth/rate-limit.guard.js';
import { TrackingService } from './tracking.service.js';

/**
 * The fast path of `GET /api/tracking/{code}` for a number whose answer this process holds in memory: after the
 * security headers and the request log, it counts the request against the same per-IP limit and answers the same
 * bytes the route would (`response.json`, as Nest's Express adapter replies), without the router, guards, pipes and
 * filters around the route. Anything else (an uncached or invalid number, a request over the limit) goes on to the
 * route unchanged; the limit is not counted twice.
 */
@Injectable()
export class CachedLookupMiddleware implements NestMiddleware<Request, Response> {
  constructor(
    private readonly tracking: TrackingService,
    private readonly rateLimit: RateLimitGuard,
  ) {}

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    const answer = this.tracking.cachedAnswer(request.params.code);
    if (answer === undefined || !(await this.rateLimit.admit(request, response))) return next();
    response.json(answer);
  }
}
