import { createHash } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { addressKey } from '../../common/client-address.js';
import { RateLimitedError } from '../../common/errors/domain.error.js';
import { WindowCounterService } from './window-counter.service.js';

export const MAX_FAILED_SIGN_INS = 5;
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** How many wrong passwords are tolerated, and how long an account is locked after too many. */
export interface LoginThrottlePolicy {
  /** Failures for one account from one address within `windowMs`; the next attempt from there is refused. */
  perAddress: number;
  /** Failures for one account from all addresses within `windowMs`; the account is then locked. */
  perAccount: number;
  windowMs: number;
  /** The first lock of an account; each further lock within `lockMemoryMs` of the first lasts twice as long. */
  firstLockMs: number;
  /** Locks never last longer than this, so that the owner can always sign in again after it. */
  maxLockMs: number;
  lockMemoryMs: number;
}

export const DEFAULT_LOGIN_THROTTLE_POLICY: LoginThrottlePolicy = {
  perAddress: MAX_FAILED_SIGN_INS,
  perAccount: 10,
  windowMs: FAILED_SIGN_IN_WINDOW_MS,
  firstLockMs: 60 * 1000,
  maxLockMs: 60 * 60 * 1000,
  lockMemoryMs: 24 * 60 * 60 * 1000,
};

/** Injection token of the policy; AuthModule does not provide it, so the default applies outside tests. */
export const LOGIN_THROTTLE_POLICY = Symbol('LOGIN_THROTTLE_POLICY');

/** Why an attempt is refused and for how long. */
export interface LoginRefusal {
  scope: 'address' | 'account';
  retryAfterSeconds: number;
}

/**
 * Counts wrong passwords, at sign-in and at the profile's current-password check alike, per account and address (the
 * sixth in 15 minutes from one address is refused) and per account from everywhere (the tenth locks the account
 * for a minute, each further lock within a day twice as long, at most an hour). A lock ends by itself, so an attacker
 * can slow the owner down but never shut them out for good. Accounts are counted by email whether or not they exist,
 * so the answers tell nothing about which do.
 */
@Injectable()
export class LoginThrottleService {
  private readonly policy: LoginThrottlePolicy;

  constructor(
    private readonly counters: WindowCounterService,
    @Optional() @Inject(LOGIN_THROTTLE_POLICY) policy?: LoginThrottlePolicy,
  ) {
    this.policy = policy ?? DEFAULT_LOGIN_THROTTLE_POLICY;
  }

  /** Why the next attempt for `email` from `ip` is refused, or undefined when it is allowed now. */
  async refusal(email: string, ip: string | undefined): Promise<LoginRefusal | undefined> {
    const keys = this.keys(email, ip);
    const [lock, failures] = await Promise.all([this.counters.peek(keys.lock), this.counters.peek(keys.pair)]);
    if (lock.count > 0) return { scope: 'account', retryAfterSeconds: seconds(lock.resetInMs) };
    if (failures.count >= this.policy.perAddress) {
      return { scope: 'address', retryAfterSeconds: seconds(failures.resetInMs) };
    }
    return undefined;
  }

  /** Throws a RateLimitedError (429 with Retry-After) when the next attempt is refused. */
  async assertAllowed(email: string, ip: string | undefined): Promise<void> {
    const refused = await this.refusal(email, ip);
    if (!refused) return;
    const minutes = Math.ceil(refused.retryAfterSeconds / 60);
    const wait = `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
    throw new RateLimitedError(
      refused.scope === 'account'
        ? `Too many failed sign-in attempts for this account. ${wait}`
        : `Too many failed sign-in attempts. ${wait}`,
      refused.retryAfterSeconds,
    );
  }

  async recordFailure(email: string, ip: string | undefined): Promise<void> {
    const keys = this.keys(email, ip);
    await this.counters.hit(keys.pair, this.policy.windowMs);
    const { count } = await this.counters.hit(keys.account, this.policy.windowMs);
    // Exactly once per run of failures: the count starts again after the lock.
    if (count !== this.policy.perAccount) return;
    const { count: locks } = await this.counters.hit(keys.locks, this.policy.lockMemoryMs);
    const lockMs = Math.min(this.policy.firstLockMs * 2 ** (locks - 1), this.policy.maxLockMs);
    await this.counters.reset(keys.account);
    await this.counters.reset(keys.lock);
    await this.counters.hit(keys.lock, lockMs);
  }

  /** After the right password: the failures count from zero again (earlier locks still make the next one longer). */
  async reset(email: string, ip: string | undefined): Promise<void> {
    const keys = this.keys(email, ip);
    await Promise.all([this.counters.reset(keys.pair), this.counters.reset(keys.account)]);
  }

  private keys(email: string, ip: string | undefined) {
    const account = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
    return {
      pair: `login-failures:${account}:${addressKey(ip)}`,
      account: `login-failures:${account}`,
      lock: `login-lock:${account}`,
      locks: `login-locks:${account}`,
    };
  }
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
