import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { WindowCounterService } from './window-counter.service.js';

export const MAX_FAILED_SIGN_INS = 5;
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** Counts failed sign-ins per email and IP for 15 minutes; the sixth attempt in a window is refused. */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly counters: WindowCounterService) {}

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  async retryAfterSeconds(email: string, ip: string): Promise<number> {
    const { count, resetInMs } = await this.counters.peek(this.key(email, ip));
    return count < MAX_FAILED_SIGN_INS ? 0 : Math.max(1, Math.ceil(resetInMs / 1000));
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.counters.hit(this.key(email, ip), FAILED_SIGN_IN_WINDOW_MS);
  }

  async reset(email: string, ip: string): Promise<void> {
    await this.counters.reset(this.key(email, ip));
  }

  private key(email: string, ip: string): string {
    const emailHash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
    return `login-failures:${emailHash}:${ip}`;
  }
}
