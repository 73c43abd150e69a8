import { CarrierError, CircuitOpenError } from './carrier.errors.js';

export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  /** Used in the errors it raises (the carrier code). */
  name: string;
  /** Consecutive failed calls that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit refuses calls before letting one trial call through. */
  cooldownMs: number;
}

export const DEFAULT_CIRCUIT_BREAKER: Omit<CircuitBreakerOptions, 'name'> = { failureThreshold: 5, cooldownMs: 30_000 };

/**
 * closed → open after `failureThreshold` consecutive failures → half-open once `cooldownMs` has passed, where a
 * single trial call decides: success closes the circuit, failure opens it for another cool-down. While open (and
 * while the trial call runs) other calls fail at once with `CircuitOpenError`.
 */
export class CircuitBreaker {
  private consecutiveFailures = 0;
  private openedAt: number | null = null;
  private trialInFlight = false;

  constructor(
    private readonly options: CircuitBreakerOptions,
    private readonly now: () => number = Date.now,
  ) {}

  get state(): CircuitState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.options.cooldownMs ? 'half-open' : 'open';
  }

  async execute<T>(call: () => Promise<T>): Promise<T> {
    const state = this.state;
    if (state === 'open' || (state === 'half-open' && this.trialInFlight)) {
      throw new CircuitOpenError(this.options.name, this.remainingCooldownMs());
    }
    const isTrial = state === 'half-open';
    if (isTrial) this.trialInFlight = true;
    try {
      const result = await call();
      this.recordSuccess();
      return result;
    } catch (error) {
      if (isCarrierFailure(error)) this.recordFailure(isTrial);
      else this.recordSuccess();
      throw error;
    } finally {
      if (isTrial) this.trialInFlight = false;
    }
  }

  private recordSuccess(): void {
    this.consecutiveFailures = 0;
    this.openedAt = null;
  }

  private recordFailure(isTrial: boolean): void {
    this.consecutiveFailures += 1;
    if (isTrial || this.consecutiveFailures >= this.options.failureThreshold) this.openedAt = this.now();
  }

  private remainingCooldownMs(): number {
    if (this.openedAt === null) return 0;
    return Math.max(0, this.options.cooldownMs - (this.now() - this.openedAt));
  }
}

/** Anything else thrown here is a bug on our side, and must surface as itself rather than as an open circuit. */
function isCarrierFailure(error: unknown): boolean {
  return error instanceof CarrierError && error.countsAsCarrierFailure;
}
