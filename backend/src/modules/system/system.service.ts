import { Injectable } from '@nestjs/common';
import { QueueRegistry } from '../../queues/queue.registry.js';
import { QueueName } from '../../queues/queue-names.js';
import { RedisStatusService } from '../../queues/redis-status.service.js';
import type { QueuesOverviewDto } from './system.dto.js';
import { SystemStateRepository } from './system-state.repository.js';

const HEARTBEAT_KEY = 'heartbeat';

/** Facts about the running system that prove the moving parts work, e.g. that scheduled jobs are processed. */
@Injectable()
export class SystemService {
  constructor(
    private readonly state: SystemStateRepository,
    private readonly queues: QueueRegistry,
    private readonly redis: RedisStatusService,
  ) {}

  /** Job counts of every queue (back-office dashboard); nothing while Redis is away. */
  async queuesOverview(): Promise<QueuesOverviewDto> {
    if (!this.redis.isUp) return { redis: 'down', queues: [] };
    const queues = await Promise.all(
      Object.values(QueueName).map(async (name) => {
        const queue = this.queues.queue(name);
        const [counts, paused] = await Promise.all([
          queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed'),
          queue.isPaused(),
        ]);
        return {
          name,
          waiting: counts.waiting ?? 0,
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          failed: counts.failed ?? 0,
          completed: counts.completed ?? 0,
          paused,
        };
      }),
    );
    return { redis: 'up', queues };
  }

  async recordHeartbeat(worker: string): Promise<void> {
    await this.state.upsert(HEARTBEAT_KEY, { worker });
  }

  async lastHeartbeatAt(): Promise<Date | null> {
    const row = await this.state.find(HEARTBEAT_KEY);
    return row?.updatedAt ?? null;
  }
}
