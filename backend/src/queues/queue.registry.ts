import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Queue, type JobsOptions, type RepeatOptions } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { QueueName } from './queue-names.js';
import { redisConnectionOptions } from './redis-connection.js';
import { RedisStatusService } from './redis-status.service.js';

interface Schedule {
  queue: QueueName;
  id: string;
  repeat: Omit<RepeatOptions, 'key'>;
  job: { name: string; data?: unknown; opts?: JobsOptions };
}

/**
 * Owns one producer Queue per queue name and the job schedulers. Schedulers are (re)applied whenever Redis
 * becomes reachable, so a start without Redis schedules them as soon as it comes back.
 */
@Injectable()
export class QueueRegistry implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(QueueRegistry.name);
  private readonly queues = new Map<QueueName, Queue>();
  private readonly schedules = new Map<string, Schedule>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redisStatus: RedisStatusService,
  ) {}

  onModuleInit(): void {
    this.redisStatus.on('up', () => void this.applySchedules());
  }

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: redisConnectionOptions(this.config.redis.url, 'producer'),
        prefix: this.config.redis.prefix,
        skipWaitingForReady: true,
      });
      // Outages are reported once by RedisStatusService; the connection retries by itself.
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Declares a repeating job. Idempotent: the same id replaces the previous definition. */
  async schedule(schedule: Schedule): Promise<void> {
    this.schedules.set(`${schedule.queue}:${schedule.id}`, schedule);
    if (this.redisStatus.isUp) await this.applySchedule(schedule);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }

  private async applySchedules(): Promise<void> {
    for (const schedule of this.schedules.values()) await this.applySchedule(schedule);
  }

  private async applySchedule({ queue, id, repeat, job }: Schedule): Promise<void> {
    try {
      const producer = this.queue(queue);
      await producer.waitUntilReady();
      await producer.upsertJobScheduler(id, repeat, job);
    } catch (error) {
      this.logger.warn(
        `Could not schedule ${queue}/${id} yet (${(error as Error).message}); retrying when Redis is up`,
      );
    }
  }
}
