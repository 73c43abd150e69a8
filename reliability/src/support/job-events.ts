import { QueueEvents } from 'bullmq';
import type { CaseContext } from './suite.js';

/**
 * Counts the jobs of one queue that completed and failed, by job id, from BullMQ's own event stream (what every
 * worker of every process reports), so a case can tell whether a job ran to its end once, twice or never.
 */
export class JobLedger {
  readonly completed = new Map<string, number>();
  readonly failed = new Map<string, number>();

  private constructor(private readonly events: QueueEvents) {
    events.on('completed', ({ jobId }) => this.completed.set(jobId, (this.completed.get(jobId) ?? 0) + 1));
    events.on('failed', ({ jobId }) => this.failed.set(jobId, (this.failed.get(jobId) ?? 0) + 1));
  }

  static async watch(context: CaseContext, redisUrl: string, prefix: string, queue: string): Promise<JobLedger> {
    const url = new URL(redisUrl);
    const events = new QueueEvents(queue, {
      connection: { host: url.hostname, port: Number(url.port), maxRetriesPerRequest: null },
      prefix,
    });
    events.on('error', () => undefined);
    context.defer(`stop watching the ${queue} queue`, () => events.close());
    await events.waitUntilReady();
    return new JobLedger(events);
  }

  /** Completions of the given job ids (0 for those that never completed). */
  completions(jobIds: string[]): number[] {
    return jobIds.map((id) => this.completed.get(id) ?? 0);
  }

  /** Completions of jobs whose id starts with `prefix`. */
  completedMatching(prefix: string): number {
    let total = 0;
    for (const [id, count] of this.completed) if (id.startsWith(prefix)) total += count;
    return total;
  }
}
