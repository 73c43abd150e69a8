import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { HandlesJob, type JobHandler } from '../../../queues/job-handler.js';
import { QueueName } from '../../../queues/queue-names.js';
import { QueueRegistry } from '../../../queues/queue.registry.js';
import { CarrierRegistry } from '../carrier-registry.js';
import { POLL_AFTER_PUSH_SILENCE_MS } from '../refresh-policy.js';
import { SeventeenTrackRegistrationRepository } from '../seventeen-track/seventeen-track-registration.repository.js';
import { TrackingRepository } from '../tracking.repository.js';
import { TRACKING_REFRESH_JOB, type TrackingRefreshJobData } from './tracking-refresh.job.js';

export const ENQUEUE_DUE_REFRESHES_JOB = 'enqueue-due';

/** Scheduled: no payload; it reads which shipments are due from the database. */
export type EnqueueDueRefreshesJobData = Record<string, never>;

/** Until a refresh job has run, its shipment is not offered again for this long. */
const CLAIM_MS = 15 * 60 * 1000;

/**
 * Moves due shipments into the refresh queue in batches. Each job's id is the code, so a shipment already waiting
 * is not queued twice; the claim keeps the next tick from offering it again meanwhile. A shipment 17TRACK keeps
 * pushing is not polled: its next check moves to a day after its last push instead.
 */
@Injectable()
@HandlesJob({ queue: QueueName.TrackingRefresh, name: ENQUEUE_DUE_REFRESHES_JOB })
export class EnqueueDueRefreshesJob implements JobHandler<EnqueueDueRefreshesJobData, { enqueued: number }> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: TrackingRepository,
    private readonly queues: QueueRegistry,
    private readonly seventeenTrack: SeventeenTrackRegistrationRepository,
    private readonly carriers: CarrierRegistry,
  ) {}

  async handle(_job: Job<EnqueueDueRefreshesJobData>): Promise<{ enqueued: number }> {
    const now = new Date();
    let enqueued = 0;
    for (;;) {
      const due = await this.repository.dueCodes(now, this.config.tracking.refreshBatch);
      if (due.length === 0) break;
      const pushed = new Set(
        this.carriers.seventeenTrack().isEnabled()
          ? await this.seventeenTrack.deferPushed(due, now, POLL_AFTER_PUSH_SILENCE_MS)
          : [],
      );
      const codes = due.filter((code) => !pushed.has(code));
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
      if (due.length < this.config.tracking.refreshBatch) break;
    }
    return { enqueued };
  }
}
