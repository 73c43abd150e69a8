import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { HandlesJob, type JobHandler } from '../../../queues/job-handler.js';
import { QueueName } from '../../../queues/queue-names.js';
import { ContactDeliveryService } from '../contact-delivery.service.js';

export const SEND_CONTACT_MAIL_JOB = 'send-contact-mail';

/** E-mail one stored contact message to the site's mailbox. Retried with backoff while SMTP fails. */
export interface SendContactMailJobData {
  messageId: string;
}

@Injectable()
@HandlesJob({ queue: QueueName.Mail, name: SEND_CONTACT_MAIL_JOB })
export class SendContactMailJob implements JobHandler<SendContactMailJobData, void> {
  constructor(private readonly delivery: ContactDeliveryService) {}

  handle(job: Job<SendContactMailJobData>): Promise<void> {
    return this.delivery.deliver(job.data.messageId, job.attemptsMade + 1);
  }
}
