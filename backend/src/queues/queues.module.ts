import { Global, Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { QueueRegistry } from './queue.registry.js';
import { RedisStatusService } from './redis-status.service.js';
import { WorkerRunner } from './worker.runner.js';

/** BullMQ on Redis. Producers everywhere; workers only where `runWorkers` is true. */
@Global()
@Module({})
export class QueuesModule {
  static forRoot(options: { runWorkers: boolean }): DynamicModule {
    return {
      module: QueuesModule,
      imports: [DiscoveryModule],
      providers: [RedisStatusService, QueueRegistry, ...(options.runWorkers ? [WorkerRunner] : [])],
      exports: [RedisStatusService, QueueRegistry],
    };
  }
}
