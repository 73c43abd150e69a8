import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { QueueRegistry } from '../../queues/queue.registry.js';
import { QueueName } from '../../queues/queue-names.js';
import { AuthModule } from '../auth/auth.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { ContactDeliveryService } from './contact-delivery.service.js';
import { ContactMessagesRepository } from './contact-messages.repository.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';
import { REQUEUE_CONTACT_MAIL_JOB, RequeueContactMailJob } from './jobs/requeue-contact-mail.job.js';
import { SendContactMailJob } from './jobs/send-contact-mail.job.js';
import { MailSender } from './mail-sender.js';
import { MailingSettingsController } from './mailing-settings.controller.js';
import { MailingSettingsService } from './mailing-settings.service.js';

@Module({
  imports: [AuthModule, SettingsModule],
  controllers: [ContactController, MailingSettingsController],
  providers: [
    ContactMessagesRepository,
    ContactService,
    ContactDeliveryService,
    MailingSettingsService,
    MailSender,
    SendContactMailJob,
    RequeueContactMailJob,
  ],
  exports: [ContactService, MailSender],
})
export class MailingModule implements OnApplicationBootstrap {
  constructor(private readonly queues: QueueRegistry) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queues.schedule({
      queue: QueueName.Mail,
      id: REQUEUE_CONTACT_MAIL_JOB,
      repeat: { every: 5 * 60 * 1000 },
      job: { name: REQUEUE_CONTACT_MAIL_JOB, opts: { removeOnComplete: 20, removeOnFail: 20 } },
    });
  }
}
