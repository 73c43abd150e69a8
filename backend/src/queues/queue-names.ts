/** Every BullMQ queue of the application. Job payload types live in each job's own file. */
export const QueueName = {
  System: 'system',
  TrackingRefresh: 'tracking-refresh',
  Stats: 'stats',
  Mail: 'mail',
} as const;

export type QueueName = (typeof QueueName)[keyof typeof QueueName];
