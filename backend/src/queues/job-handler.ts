import { DiscoveryService } from '@nestjs/core';
import type { Job } from 'bullmq';
import type { QueueName } from './queue-names.js';

export interface JobHandlerOptions {
  queue: QueueName;
  /** The job name this handler processes within its queue. */
  name: string;
}

/** A provider that processes one kind of job. The processor hands off to a service (docs/style.md §6). */
export interface JobHandler<Data = unknown, Result = unknown> {
  handle(job: Job<Data, Result>): Promise<Result>;
}

/** Marks a provider as the handler of one job; the worker runner finds it by discovery. */
export const HandlesJob = DiscoveryService.createDecorator<JobHandlerOptions>();
