import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { tap, type Observable } from 'rxjs';
import type { RequestWithUser } from '../../../common/session-user.js';
import type { PageCache, SharedVersion } from './page-cache.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Empties the page cache when a signed-in staff member changes anything through the API, before the answer goes
 * out: the next page view, here or (within the cache's check interval) on any other process, shows the change.
 * Visitors' own writes (a lookup, a contact message) never empty it.
 */
export class PageCacheInvalidator implements NestInterceptor {
  constructor(private readonly cache: PageCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    if (READS.has(request.method) || !request.user) return next.handle();
    return next.handle().pipe(tap(() => void this.cache.invalidate()));
  }
}

/** The shared version as a Redis counter. */
export function redisSharedVersion(redis: () => Redis, key: string): SharedVersion {
  return {
    read: () => redis().get(key),
    bump: async () => String(await redis().incr(key)),
  };
}
