import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { QueueRegistry } from '../../queues/queue.registry.js';
import { QueueName } from '../../queues/queue-names.js';
import { HEARTBEAT_JOB, HeartbeatJob } from './jobs/heartbeat.job.js';
import { SystemStateRepository } from './system-state.repository.js';
import { SystemController } from './system.controller.js';
import { SystemService } from './system.service.js';

@Module({
  controllers: [SystemController],
  providers: [SystemStateRepository, SystemService, HeartbeatJob],
  exports: [SystemService],
})
export class SystemModule implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: QueueRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queues.schedule({
      queue: QueueName.System,
      id: HEARTBEAT_JOB,
      repeat: { every: this.config.heartbeatIntervalMs },
      job: { name: HEARTBEAT_JOB, opts: { removeOnComplete: 100, removeOnFail: 100 } },
    });
  }
}
