import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { HandlesJob, type JobHandler } from '../../../queues/job-handler.js';
import { QueueName } from '../../../queues/queue-names.js';
import {
  EXPIRE_FOLLOWS_JOB,
  FollowsService,
  SEND_FOLLOW_CHANGE_JOB,
  SEND_FOLLOW_CONFIRMATION_JOB,
  type SendFollowChangeJobData,
  type SendFollowConfirmationJobData,
} from '../follows.service.js';

/** The double opt-in mail of a new follow. */
@Injectable()
@HandlesJob({ queue: QueueName.Mail, name: SEND_FOLLOW_CONFIRMATION_JOB })
export class SendFollowConfirmationJob implements JobHandler<SendFollowConfirmationJobData, void> {
  constructor(private readonly follows: FollowsService) {}

  handle(job: Job<SendFollowConfirmationJobData>): Promise<void> {
    return this.follows.deliverConfirmation(job.data.followId);
  }
}

/** One follow's mail about one status change (sent once, whatever the retries and processes). */
@Injectable()
@HandlesJob({ queue: QueueName.Mail, name: SEND_FOLLOW_CHANGE_JOB })
export class SendFollowChangeJob implements JobHandler<SendFollowChangeJobData, void> {
  constructor(private readonly follows: FollowsService) {}

  handle(job: Job<SendFollowChangeJobData>): Promise<void> {
    return this.follows.deliverChange(job.data.followId, job.data.changeKey);
  }
}

/**
 * Scheduled: deletes unconfirmed follows past their time and delivered shipments' follows 30 days on, and queues again
 * change mails whose job was lost.
 */
@Injectable()
@HandlesJob({ queue: QueueName.Mail, name: EXPIRE_FOLLOWS_JOB })
export class ExpireFollowsJob implements JobHandler<Record<string, never>, { deleted: number; requeued: number }> {
  constructor(private readonly follows: FollowsService) {}

  async handle(): Promise<{ deleted: number; requeued: number }> {
    return { deleted: await this.follows.expire(), requeued: await this.follows.requeueUnsent() };
  }
}
