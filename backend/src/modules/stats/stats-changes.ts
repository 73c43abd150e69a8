import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { RedisStatusService } from '../../queues/redis-status.service.js';
import type { SharedVersion } from '../web/ssr/page-cache.js';
import { redisSharedVersion } from '../web/ssr/page-cache.invalidator.js';

/** The Redis counter bumped whenever route statistics change; API processes drop their kept statistics reads on it. */
export function statsVersionKey(redisPrefix: string): string {
  return `${redisPrefix}:stats:version`;
}

/**
 * Tells every API process that route statistics changed (a route refreshed on a delivery, a rebuild), wherever that
 * happened (a worker, an API process): each drops the statistics answers it keeps (`@KeptAnswer`, the page cache's
 * `/api/stats/` scope) within the cache's check interval. Best effort: while Redis is away the answers expire by age.
 */
@Injectable()
export class StatsChanges {
  private readonly version: SharedVersion;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly redis: RedisStatusService,
  ) {
    this.version = redisSharedVersion(() => redis.commands, statsVersionKey(config.redis.prefix));
  }

  async changed(): Promise<void> {
    if (!this.redis.isUp) return;
    await this.version.bump().catch(() => undefined);
  }
}
