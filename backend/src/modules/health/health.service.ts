import { Inject, Injectable } from '@nestjs/common';
import { HealthCheckService, HealthIndicatorService, type HealthCheckResult } from '@nestjs/terminus';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DATABASE_CONNECTION } from '../../database/database.module.js';
import type { DatabaseConnection } from '../../database/database.js';
import { RedisStatusService } from '../../queues/redis-status.service.js';
import { SystemService } from '../system/system.service.js';
import { CarrierRegistry } from '../tracking/carrier-registry.js';
import type { HealthResponseDto } from './health.dto.js';

/**
 * The database is required (down → error, 503); Redis only carries background work, so without it the
 * site still serves and health says `degraded` with 200.
 */
@Injectable()
export class HealthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_CONNECTION) private readonly database: DatabaseConnection,
    private readonly redisStatus: RedisStatusService,
    private readonly system: SystemService,
    private readonly carriers: CarrierRegistry,
    private readonly checks: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
  ) {}

  async check(): Promise<HealthResponseDto> {
    const result = await this.runChecks();
    const dbUp = result.details.db?.status === 'up';
    const redisUp = result.details.redis?.status === 'up';
    return {
      status: !dbUp ? 'error' : redisUp ? 'ok' : 'degraded',
      db: dbUp ? 'up' : 'down',
      redis: redisUp ? 'up' : 'down',
      version: this.config.version,
      dbDriver: this.database.driver,
      workers: this.config.runWorkers,
      lastHeartbeatAt: dbUp ? ((await this.system.lastHeartbeatAt())?.toISOString() ?? null) : null,
      carriers: this.carriers.describe(),
    };
  }

  private async runChecks(): Promise<HealthCheckResult> {
    try {
      return await this.checks.check([
        () =>
          this.indicators
            .check('db')
            .attempt(() => this.database.ping())
            .withTimeout(2000),
        async () => {
          const redis = this.indicators.check('redis');
          return (await this.redisStatus.ping()) ? redis.up() : redis.degraded({ message: 'unreachable' });
        },
      ]);
    } catch (error) {
      // Terminus throws a 503 exception carrying the result when a required indicator is down.
      const response = (error as { getResponse?: () => unknown }).getResponse?.();
      if (response && typeof response === 'object' && 'details' in response) return response as HealthCheckResult;
      throw error;
    }
  }
}
