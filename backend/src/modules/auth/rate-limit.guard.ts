import { HttpException, HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { addressKey } from '../../common/client-address.js';
import { RATE_LIMIT_COST_KEY, type RateLimitCostOf } from '../../common/rate-limit-cost.decorator.js';
import { SKIP_RATE_LIMIT_KEY } from '../../common/skip-rate-limit.decorator.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { isServerRenderRequest } from '../web/ssr/server-render-token.js';
import { WindowCounterService, type WindowCount } from './window-counter.service.js';

const WINDOW_MS = 60_000;

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests: slow down and try again in a minute';

/** Whether one more request is admitted, and the RateLimit headers that tell the client where it stands. */
export interface RateLimitVerdict {
  admitted: boolean;
  headers: Record<string, string>;
}

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

  /** Requests already counted and refused (the front door), so the route does not count them twice. */
  private readonly refused = new WeakMap<IncomingMessage, RateLimitVerdict>();

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(SKIP_RATE_LIMIT_KEY, [context.getHandler(), context.getClass()])) {
      return true;
    }
    const request = context.switchToHttp().getRequest<Request>();
    if (isServerRenderRequest(request)) return true;
    const response = context.switchToHttp().getResponse<Response>();
    if (this.refused.has(request)) throw tooManyRequests();
    let verdict = await this.count(request.ip);
    // A request that stands for several (a batch of lookups) counts once more for each; refused once one is over.
    for (let counted = 1; counted < this.costOf(context, request) && verdict.admitted; counted += 1) {
      verdict = await this.count(request.ip);
    }
    if (!this.apply(verdict, request, response)) throw tooManyRequests();
    return true;
  }

  private costOf(context: ExecutionContext, request: Request): number {
    const costOf = this.reflector.get<RateLimitCostOf | undefined>(RATE_LIMIT_COST_KEY, context.getHandler());
    const cost = costOf ? costOf(request) : 1;
    return Number.isFinite(cost) ? Math.max(1, Math.floor(cost)) : 1;
  }

  /**
   * Counts one request from `ip` against its limit and returns the verdict with the RateLimit headers to send
   * (and Retry-After when refused). Answered at once, without a promise, when this process's lease of the window
   * can count it (`WindowCounterService.takeNow`).
   */
  count(ip: string | undefined): RateLimitVerdict | Promise<RateLimitVerdict> {
    const key = `rate:${addressKey(ip)}`;
    const limit = this.config.rateLimitPerMinute;
    const counted = this.counters.takeNow(key, WINDOW_MS, limit);
    if (counted) return this.verdict(counted);
    return this.counters.take(key, WINDOW_MS, limit).then((count) => this.verdict(count));
  }

  /**
   * `count` for a request that the front door may have counted and refused already (common/front-door.ts): that
   * verdict again, without a second count.
   */
  countRequest(request: IncomingMessage, ip: string | undefined): RateLimitVerdict | Promise<RateLimitVerdict> {
    return this.refused.get(request) ?? this.count(ip);
  }

  /**
   * Sets the verdict's headers on the response; a refused request is remembered, so that the guard refuses it
   * without counting it again when it is handed on to its route.
   */
  apply(verdict: RateLimitVerdict, request: IncomingMessage, response: ServerResponse): boolean {
    for (const [name, value] of Object.entries(verdict.headers)) response.setHeader(name, value);
    if (!verdict.admitted) this.refused.set(request, verdict);
    return verdict.admitted;
  }

  private verdict({ count, resetInMs }: WindowCount): RateLimitVerdict {
    const limit = this.config.rateLimitPerMinute;
    const reset = String(Math.max(1, Math.ceil(resetInMs / 1000)));
    const headers: Record<string, string> = {
      'RateLimit-Limit': String(limit),
      'RateLimit-Remaining': String(Math.max(0, limit - count)),
      'RateLimit-Reset': reset,
    };
    const admitted = count <= limit;
    if (!admitted) headers['Retry-After'] = reset;
    return { admitted, headers };
  }
}

function tooManyRequests(): HttpException {
  return new HttpException(TOO_MANY_REQUESTS_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
}
