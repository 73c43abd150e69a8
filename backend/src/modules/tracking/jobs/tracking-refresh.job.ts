import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { Semaphore } from '../../../common/semaphore.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { HandlesJob, type JobHandler } from '../../../queues/job-handler.js';
import { QueueName } from '../../../queues/queue-names.js';
import { TrackingService } from '../tracking.service.js';

export const TRACKING_REFRESH_JOB = 'refresh';

/** Ask the carriers about one stored number again. Idempotent: events are unique, statuses only move forward. */
export interface TrackingRefreshJobData {
  code: string;
}

@Injectable()
@HandlesJob({ queue: QueueName.TrackingRefresh, name: TRACKING_REFRESH_JOB })
export class TrackingRefreshJob implements JobHandler<TrackingRefreshJobData, { status: string | null }> {
  /** The process's refresh jobs share these: TRACKING_REFRESH_CONCURRENCY numbers asked about at once. */
  private readonly carrierSlots: Semaphore;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly tracking: TrackingService,
  ) {
    this.carrierSlots = new Semaphore(config.tracking.refreshCarrierSlots);
  }

  async handle(job: Job<TrackingRefreshJobData>): Promise<{ status: string | null }> {
    const row = await this.tracking.refreshShared(job.data.code, this.carrierSlots);
    return { status: row.status };
  }
}
