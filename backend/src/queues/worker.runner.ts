import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Worker, type Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { HandlesJob, type JobHandler } from './job-handler.js';
import { QueueName } from './queue-names.js';
import { redisConnectionOptions } from './redis-connection.js';

/**
 * Starts one BullMQ Worker per queue that has handlers, dispatching each job to the handler of its name.
 * Only present in processes that run workers (RUN_WORKERS=true, or the worker entry).
 */
@Injectable()
export class WorkerRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WorkerRunner.name);
  private readonly workers: Worker[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly discovery: DiscoveryService,
  ) {}

  onApplicationBootstrap(): void {
    const byQueue = new Map<QueueName, Map<string, JobHandler>>();
    for (const wrapper of this.discovery.getProviders({ metadataKey: HandlesJob.KEY })) {
      const options = this.discovery.getMetadataByDecorator(HandlesJob, wrapper);
      if (!options || !wrapper.instance) continue;
      const handlers = byQueue.get(options.queue) ?? new Map<string, JobHandler>();
      handlers.set(options.name, wrapper.instance as JobHandler);
      byQueue.set(options.queue, handlers);
    }
    for (const [queue, handlers] of byQueue) {
      const worker = new Worker(queue, (job: Job) => this.dispatch(queue, handlers, job), {
        connection: redisConnectionOptions(this.config.redis.url, 'worker'),
        prefix: this.config.redis.prefix,
        concurrency: queue === QueueName.TrackingRefresh ? this.config.tracking.refreshJobs : 4,
      });
      worker.on('error', () => undefined);
      worker.on('failed', (job, error) =>
        this.logger.warn(`Job ${queue}/${job?.name ?? '?'} ${job?.id ?? ''} failed: ${error.message}`),
      );
      this.workers.push(worker);
      this.logger.log(`Worker started for queue "${queue}" (${[...handlers.keys()].join(', ')})`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }

  private dispatch(queue: QueueName, handlers: Map<string, JobHandler>, job: Job): Promise<unknown> {
    const handler = handlers.get(job.name);
    if (!handler) throw new Error(`No handler for job "${job.name}" in queue "${queue}"`);
    return handler.handle(job);
  }
}
