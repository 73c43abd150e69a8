import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
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
  constructor(private readonly tracking: TrackingService) {}

  /** Runs in the scheduler's carrier slots (TRACKING_REFRESH_CONCURRENCY), which visitor lookups never take. */
  async handle(job: Job<TrackingRefreshJobData>): Promise<{ status: string | null }> {
    const { row } = await this.tracking.refreshShared(job.data.code, 'scheduler');
    return { status: row?.status ?? null };
  }
}
