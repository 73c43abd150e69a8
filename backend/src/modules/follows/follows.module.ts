import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { QueueRegistry } from '../../queues/queue.registry.js';
import { QueueName } from '../../queues/queue-names.js';
import { AuthModule } from '../auth/auth.module.js';
import { MailingModule } from '../mailing/mailing.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { TrackingModule } from '../tracking/tracking.module.js';
import { FollowSettingsService } from './follow-settings.service.js';
import { FollowTokens } from './follow-tokens.js';
import { FollowsController } from './follows.controller.js';
import { FollowsRepository } from './follows.repository.js';
import { EXPIRE_FOLLOWS_JOB, FollowsService } from './follows.service.js';
import { ExpireFollowsJob, SendFollowChangeJob, SendFollowConfirmationJob } from './jobs/follow-mail.jobs.js';

/** Follow a parcel by e-mail, with no account (issue 23). */
@Module({
  imports: [AuthModule, SettingsModule, MailingModule, TrackingModule],
  controllers: [FollowsController],
  providers: [
    FollowsRepository,
    FollowsService,
    FollowTokens,
    FollowSettingsService,
    SendFollowConfirmationJob,
    SendFollowChangeJob,
    ExpireFollowsJob,
  ],
  exports: [FollowsRepository, FollowTokens],
})
export class FollowsModule implements OnApplicationBootstrap {
  constructor(private readonly queues: QueueRegistry) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queues.schedule({
      queue: QueueName.Mail,
      id: EXPIRE_FOLLOWS_JOB,
      repeat: { every: 10 * 60 * 1000 },
      job: { name: EXPIRE_FOLLOWS_JOB, opts: { removeOnComplete: 20, removeOnFail: 20 } },
    });
  }
}
