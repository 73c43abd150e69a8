import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { HandlesJob, type JobHandler } from '../../../queues/job-handler.js';
import { QueueName } from '../../../queues/queue-names.js';
import { StallService } from '../../tracking/stalls/stall.service.js';
import { StatsService } from '../stats.service.js';

export const REBUILD_ROUTE_STATS_JOB = 'rebuild-route-stats';

/** Scheduled (hourly by default): recompute every route's statistics and lane gaps (stalls) from the shipments. */
export type RebuildRouteStatsJobData = Record<string, never>;

@Injectable()
@HandlesJob({ queue: QueueName.Stats, name: REBUILD_ROUTE_STATS_JOB })
export class RebuildRouteStatsJob implements JobHandler<RebuildRouteStatsJobData, void> {
  constructor(
    private readonly stats: StatsService,
    private readonly stalls: StallService,
  ) {}

  async handle(_job: Job<RebuildRouteStatsJobData>): Promise<void> {
    await this.stats.rebuildAll();
    await this.stalls.rebuild();
  }
}
