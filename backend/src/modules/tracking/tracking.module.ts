import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { QueueRegistry } from '../../queues/queue.registry.js';
import { QueueName } from '../../queues/queue-names.js';
import { CarriersModule } from '../carriers/carriers.module.js';
import { CarrierRegistry } from './carrier-registry.js';
import { CarrierSlots } from './carrier-slots.js';
import { DeliveryForecasts } from './delivery-forecasts.js';
import { DemoSeedService } from './demo/demo-seed.service.js';
import { ENQUEUE_DUE_REFRESHES_JOB, EnqueueDueRefreshesJob } from './jobs/enqueue-due-refreshes.job.js';
import { TrackingRefreshJob } from './jobs/tracking-refresh.job.js';
import { SeventeenTrackPushService } from './seventeen-track/seventeen-track-push.service.js';
import { SeventeenTrackRegistrationRepository } from './seventeen-track/seventeen-track-registration.repository.js';
import { SeventeenTrackWebhookController } from './seventeen-track/seventeen-track-webhook.controller.js';
import { ScanGapsRepository } from './stalls/scan-gaps.repository.js';
import { StallService } from './stalls/stall.service.js';
import { TrackingCodesController } from './tracking-codes.controller.js';
import { TrackingDomainEvents } from './tracking-domain-events.js';
import { TrackingController } from './tracking.controller.js';
import { TrackingRepository } from './tracking.repository.js';
import { TrackingService } from './tracking.service.js';

@Module({
  imports: [CarriersModule],
  controllers: [TrackingController, TrackingCodesController, SeventeenTrackWebhookController],
  providers: [
    TrackingRepository,
    SeventeenTrackRegistrationRepository,
    SeventeenTrackPushService,
    TrackingService,
    CarrierRegistry,
    CarrierSlots,
    TrackingDomainEvents,
    TrackingRefreshJob,
    EnqueueDueRefreshesJob,
    DemoSeedService,
    ScanGapsRepository,
    StallService,
    DeliveryForecasts,
  ],
  exports: [
    TrackingService,
    TrackingDomainEvents,
    CarrierRegistry,
    TrackingRepository,
    StallService,
    DeliveryForecasts,
  ],
})
export class TrackingModule implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: QueueRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queues.schedule({
      queue: QueueName.TrackingRefresh,
      id: ENQUEUE_DUE_REFRESHES_JOB,
      repeat: { every: this.config.tracking.refreshIntervalMs },
      job: { name: ENQUEUE_DUE_REFRESHES_JOB, opts: { removeOnComplete: 50, removeOnFail: 50 } },
    });
  }
}
