import { hostname } from 'node:os';
import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { HandlesJob, type JobHandler } from '../../../queues/job-handler.js';
import { QueueName } from '../../../queues/queue-names.js';
import { SystemService } from '../system.service.js';

export const HEARTBEAT_JOB = 'heartbeat';

/** Scheduled on the system queue; its only work is to record that scheduling and processing work. */
export type HeartbeatJobData = Record<string, never>;

@Injectable()
@HandlesJob({ queue: QueueName.System, name: HEARTBEAT_JOB })
export class HeartbeatJob implements JobHandler<HeartbeatJobData, void> {
  constructor(private readonly system: SystemService) {}

  handle(_job: Job<HeartbeatJobData>): Promise<void> {
    return this.system.recordHeartbeat(`${hostname()}:${process.pid}`);
  }
}
