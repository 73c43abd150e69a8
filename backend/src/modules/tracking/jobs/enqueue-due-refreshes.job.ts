import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { HandlesJob, type JobHandler } from '../../../queues/job-handler.js';
import { QueueName } from '../../../queues/queue-names.js';
import { QueueRegistry } from '../../../queues/queue.registry.js';
import { TrackingRepository } from '../tracking.repository.js';
import { TRACKING_REFRESH_JOB, type TrackingRefreshJobData } from './tracking-refresh.job.js';

export const ENQUEUE_DUE_REFRESHES_JOB = 'enqueue-due';

/** Scheduled: no payload; it reads which shipments are due from the database. */
export type EnqueueDueRefreshesJobData = Record<string, never>;

/** Until a refresh job has run, its shipment is not offered again for this long. */
const CLAIM_MS = 15 * 60 * 1000;

/**
 * Moves due shipments into the refresh queue in batches. Each job's id is the code, so a shipment already waiting
 * is not queued twice; the claim keeps the next tick from offering it again meanwhile.
 */
@Injectable()
@HandlesJob({ queue: QueueName.TrackingRefresh, name: ENQUEUE_DUE_REFRESHES_JOB })
export class EnqueueDueRefreshesJob implements JobHandler<EnqueueDueRefreshesJobData, { enqueued: number }> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: TrackingRepository,
    private readonly queues: QueueRegistry,
  ) {}

  async handle(_job: Job<EnqueueDueRefreshesJobData>): Promise<{ enqueued: number }> {
    const now = new Date();
    let enqueued = 0;
    for (;;) {
      const codes = await this.repository.dueCodes(now, this.config.tracking.refreshBatch);
      if (codes.length === 0) break;
      await this.repository.postpone(codes, new Date(now.getTime() + CLAIM_MS));
      await this.queues.queue(QueueName.TrackingRefresh).addBulk(
        codes.map((code) => ({
          name: TRACKING_REFRESH_JOB,
          data: { code } satisfies TrackingRefreshJobData,
          opts: {
            jobId: `refresh-${code}`, // BullMQ job ids cannot contain ":"
            attempts: 3,
            backoff: { type: 'exponential', delay: 30_000 },
            removeOnComplete: true,
            removeOnFail: 1000,
          },
        })),
      );
      enqueued += codes.length;
      if (codes.length < this.config.tracking.refreshBatch) break;
    }
    return { enqueued };
  }
}
