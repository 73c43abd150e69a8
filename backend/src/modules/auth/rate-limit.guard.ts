import { HttpException, HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { SKIP_RATE_LIMIT_KEY } from '../../common/skip-rate-limit.decorator.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { isServerRenderRequest } from '../web/ssr/server-render-token.js';
import { WindowCounterService } from './window-counter.service.js';

const WINDOW_MS = 60_000;

/**
 * The general per-IP limit on the API (RATE_LIMIT_PER_MINUTE), counted in Redis so it holds across processes, in
 * leases of up to 1% of the limit (`WindowCounterService.take`) so that a busy client costs no Redis command per request.
 * Written on the shared window counter rather than @nestjs/throttler, whose CommonJS build cannot load the ESM-only
 * NestJS 12 under Jest on Node 20.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reflector: Reflector,
    private readonly counters: WindowCounterService,
  ) {}

  /** Requests already counted and refused by `admit` (the cached-lookup fast path), so they are not counted twice. */
  private readonly refused = new WeakSet<Request>();

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(SKIP_RATE_LIMIT_KEY, [context.getHandler(), context.getClass()])) {
      return true;
    }
    const request = context.switchToHttp().getRequest<Request>();
    if (isServerRenderRequest(request)) return true;
    const response = context.switchToHttp().getResponse<Response>();
    if (this.refused.has(request) || !(await this.admit(request, response))) {
      throw new HttpException('Too many requests: slow down and try again in a minute', HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }

  /**
   * Counts the request against its IP's limit and sets the RateLimit headers; false (with Retry-After set) when the
   * limit is exceeded. A request refused here and then handed on to the route is refused by the guard uncounted.
   */
  async admit(request: Request, response: Response): Promise<boolean> {
    const limit = this.config.rateLimitPerMinute;
    const { count, resetInMs } = await this.counters.take(`rate:${request.ip ?? 'unknown'}`, WINDOW_MS, limit);
    const resetSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
    response.setHeader('RateLimit-Limit', String(limit));
    response.setHeader('RateLimit-Remaining', String(Math.max(0, limit - count)));
    response.setHeader('RateLimit-Reset', String(resetSeconds));
    if (count <= limit) return true;
    response.setHeader('Retry-After', String(resetSeconds));
    this.refused.add(request);
    return false;
  }
}
