import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { HandlesJob, type JobHandler } from '../../../queues/job-handler.js';
import { QueueName } from '../../../queues/queue-names.js';
import { ContactService } from '../contact.service.js';

export const REQUEUE_CONTACT_MAIL_JOB = 'requeue-contact-mail';

/** Scheduled: queues again the stored messages whose job was lost (for instance Redis was down when they came). */
export type RequeueContactMailJobData = Record<string, never>;

@Injectable()
@HandlesJob({ queue: QueueName.Mail, name: REQUEUE_CONTACT_MAIL_JOB })
export class RequeueContactMailJob implements JobHandler<RequeueContactMailJobData, { requeued: number }> {
  constructor(private readonly contact: ContactService) {}

  async handle(_job: Job<RequeueContactMailJobData>): Promise<{ requeued: number }> {
    return { requeued: await this.contact.requeueStale() };
  }
}
