import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Queue, type JobsOptions, type RepeatOptions } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { QueueName } from './queue-names.js';
import { redisConnectionOptions } from './redis-connection.js';
import { RedisStatusService } from './redis-status.service.js';

const SCHEDULE_RETRY_MS = 1000;

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
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly bornOffline = new Set<QueueName>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redisStatus: RedisStatusService,
  ) {}

  onModuleInit(): void {
    this.redisStatus.on('up', () => void this.renewAndApplySchedules());
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
      if (!this.redisStatus.isUp) this.bornOffline.add(name);
    }
    return queue;
  }

  /** Declares a repeating job. Idempotent: the same id replaces the previous definition. */
  async schedule(schedule: Schedule): Promise<void> {
    this.schedules.set(`${schedule.queue}:${schedule.id}`, schedule);
    if (this.redisStatus.isUp && !(await this.applySchedule(schedule))) await this.applySchedules();
  }

  async onApplicationShutdown(): Promise<void> {
    clearTimeout(this.retryTimer);
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }

  /** Producers whose first connection failed can stay failed: they are replaced once Redis answers. */
  private async renewAndApplySchedules(): Promise<void> {
    for (const name of this.bornOffline) await this.drop(name);
    this.bornOffline.clear();
    await this.applySchedules();
  }

  private async drop(name: QueueName): Promise<void> {
    const queue = this.queues.get(name);
    this.queues.delete(name);
    await queue?.close().catch(() => undefined);
  }

  private async applySchedules(): Promise<void> {
    let failed = false;
    for (const schedule of this.schedules.values()) failed = !(await this.applySchedule(schedule)) || failed;
    // The queues' own connections may come back a moment after the status connection: try again shortly.
    if (failed && !this.retryTimer) {
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined;
        if (this.redisStatus.isUp) void this.applySchedules();
      }, SCHEDULE_RETRY_MS).unref();
    }
  }

  private async applySchedule({ queue, id, repeat, job }: Schedule): Promise<boolean> {
    try {
      const producer = this.queue(queue);
      await producer.waitUntilReady();
      await producer.upsertJobScheduler(id, repeat, job);
      return true;
    } catch (error) {
      this.logger.warn(`Could not schedule ${queue}/${id} yet (${(error as Error).message}); trying again`);
      await this.drop(queue);
      return false;
    }
  }
}
