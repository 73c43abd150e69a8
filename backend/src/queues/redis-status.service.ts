import { EventEmitter } from 'node:events';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { redisRetryDelay } from './redis-connection.js';

/**
 * Watches Redis through one small connection of its own and says so once when it goes away and once when it
 * returns, instead of every BullMQ connection flooding the log. Listeners of 'up' re-arm what needs Redis.
 */
@Injectable()
export class RedisStatusService extends EventEmitter implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RedisStatusService.name);
  private readonly client: Redis;
  private up = false;
  private warned = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
    this.client = new Redis(config.redis.url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      // A Redis that hangs (rather than refusing) must not hold up the requests whose counters and locks live there.
      commandTimeout: 1000,
      retryStrategy: redisRetryDelay,
      // Under load many requests count their rate limit in the same tick: one write to Redis carries them all.
      enableAutoPipelining: true,
    });
    this.client.on('ready', () => this.markUp());
    this.client.on('error', (error: Error) => this.markDown(error));
    this.client.on('close', () => this.markDown());
  }

  get isUp(): boolean {
    return this.up;
  }

  /**
   * A client for small commands (counters, locks). It fails fast while Redis is away, so callers fall back
   * to a local answer instead of waiting.
   */
  get commands(): Redis {
    return this.client;
  }

  /** Gives Redis a moment to answer so that health is right from the first request, but never holds up the start. */
  async onModuleInit(): Promise<void> {
    const connected = this.client.connect().catch((error: unknown) => this.markDown(error as Error));
    await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  }

  async ping(timeoutMs = 1000): Promise<boolean> {
    if (!this.up) return false;
    try {
      const answer = await Promise.race([
        this.client.ping(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs).unref()),
      ]);
      return answer === 'PONG';
    } catch {
      return false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.removeAllListeners();
    this.client.disconnect();
    await Promise.resolve();
  }

  private markUp(): void {
    if (this.up) return;
    this.up = true;
    if (this.warned) this.logger.log(`Redis is back at ${this.safeUrl()}: background jobs resume`);
    this.warned = false;
    this.emit('up');
  }

  private markDown(error?: Error): void {
    const wasUp = this.up;
    this.up = false;
    if (this.warned) return;
    if (!wasUp && !error) return;
    this.warned = true;
    this.logger.warn(
      `Redis unreachable at ${this.safeUrl()}${error ? ` (${error.message})` : ''}: ` +
        'the site keeps serving, background refresh and statistics are paused; retrying with backoff',
    );
  }

  private safeUrl(): string {
    const url = new URL(this.config.redis.url);
    if (url.password) url.password = '***';
    return url.toString();
  }
}
