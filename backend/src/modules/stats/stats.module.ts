import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { QueueRegistry } from '../../queues/queue.registry.js';
import { QueueName } from '../../queues/queue-names.js';
import { TrackingModule } from '../tracking/tracking.module.js';
import { DemoDataController } from './demo/demo-data.controller.js';
import { DemoHistoryService } from './demo/demo-history.service.js';
import { DeliveryForecastService } from './forecast/delivery-forecast.service.js';
import { REBUILD_ROUTE_STATS_JOB, RebuildRouteStatsJob } from './jobs/rebuild-route-stats.job.js';
import { StatsController } from './stats.controller.js';
import { StatsRepository } from './stats.repository.js';
import { StatsChanges } from './stats-changes.js';
import { StatsService } from './stats.service.js';

@Module({
  imports: [TrackingModule],
  controllers: [StatsController, DemoDataController],
  providers: [
    StatsRepository,
    StatsService,
    StatsChanges,
    RebuildRouteStatsJob,
    DeliveryForecastService,
    DemoHistoryService,
  ],
  exports: [StatsService, StatsRepository],
})
export class StatsModule implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: QueueRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queues.schedule({
      queue: QueueName.Stats,
      id: REBUILD_ROUTE_STATS_JOB,
      repeat: { every: this.config.stats.rebuildIntervalMs },
      job: { name: REBUILD_ROUTE_STATS_JOB, opts: { removeOnComplete: 20, removeOnFail: 20 } },
    });
  }
}
