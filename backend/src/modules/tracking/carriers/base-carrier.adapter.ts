import type {
  CarrierAdapter,
  CarrierAdapterOptions,
  CarrierDescription,
  CarrierTrackResult,
} from './carrier-adapter.js';
import { CarrierDisabledError, CarrierResponseError } from './carrier.errors.js';
import { CircuitBreaker, DEFAULT_CIRCUIT_BREAKER } from './circuit-breaker.js';
import { DEFAULT_RETRY_POLICY, HttpClient } from './http-client.js';
import { TokenBucketRateLimiter } from './rate-limiter.js';

export interface CarrierDefaults<TCredentials> {
  code: string;
  name: string;
  maxBatchSize: number;
  baseUrl: string;
  /** The carrier's documented or plan limit. */
  rateLimit: { perSecond: number; burst?: number };
  requiredCredentials: ReadonlyArray<keyof TCredentials & string>;
  timeoutMs?: number;
}

/**
 * What every adapter shares: enabling on credentials, the HTTP client with its rate limit, retries and circuit
 * breaker, and splitting a list of numbers into carrier-sized batches. Subclasses only speak the carrier's API.
 */
export abstract class BaseCarrierAdapter<TCredentials extends object> implements CarrierAdapter {
  readonly code: string;
  readonly name: string;
  readonly maxBatchSize: number;
  protected readonly http: HttpClient;
  private readonly circuitBreaker: CircuitBreaker;
  private readonly completeCredentials: TCredentials | null;
  private readonly missingCredentials: string[];

  protected constructor(defaults: CarrierDefaults<TCredentials>, options: CarrierAdapterOptions<TCredentials>) {
    this.code = defaults.code;
    this.name = defaults.name;
    this.maxBatchSize = defaults.maxBatchSize;

    const credentials: Partial<TCredentials> = options.credentials ?? {};
    this.missingCredentials = defaults.requiredCredentials.filter((key) => !isFilled(credentials[key]));
    this.completeCredentials = this.missingCredentials.length === 0 ? (credentials as TCredentials) : null;

    const rateLimit = options.rateLimit ?? defaults.rateLimit;
    this.http = new HttpClient({
      carrier: this.code,
      baseUrl: options.baseUrl ?? defaults.baseUrl,
      timeoutMs: options.timeoutMs ?? defaults.timeoutMs ?? 10_000,
      retry: { ...DEFAULT_RETRY_POLICY, ...options.retry },
      rateLimiter: options.rateLimiter ?? new TokenBucketRateLimiter(rateLimit),
      // The carrier code itself: CARRIER_RATE_LIMITS is keyed by it (dhl:1,usps:10...).
      rateLimitKey: this.code,
    });
    this.circuitBreaker = new CircuitBreaker({
      ...DEFAULT_CIRCUIT_BREAKER,
      ...options.circuitBreaker,
      name: this.code,
    });
  }

  isEnabled(): boolean {
    return this.completeCredentials !== null;
  }

  describe(): CarrierDescription {
    const description: CarrierDescription = { name: this.name, code: this.code, enabled: this.isEnabled() };
    if (!description.enabled) description.reason = `missing credentials: ${this.missingCredentials.join(', ')}`;
    return description;
  }

  async track(numbers: readonly string[]): Promise<CarrierTrackResult[]> {
    if (!this.isEnabled()) throw new CarrierDisabledError(this.code, this.describe().reason ?? 'disabled');
    const distinct = [...new Set(numbers.map((number) => number.trim()).filter((number) => number !== ''))];
    const results = new Map<string, CarrierTrackResult>();
    for (let start = 0; start < distinct.length; start += this.maxBatchSize) {
      const batch = distinct.slice(start, start + this.maxBatchSize);
      // The breaker guards a whole batch: token fetch, calls and reading the answers succeed or fail together.
      const batchResults = await this.circuitBreaker.execute(() => this.trackBatch(batch));
      for (const result of batchResults) results.set(result.trackingNumber, result);
    }
    return distinct.map((number) => {
      const result = results.get(number);
      if (!result) throw new CarrierResponseError(this.code, `the answer has no result for ${number}`);
      return result;
    });
  }

  protected get credentials(): TCredentials {
    if (!this.completeCredentials) throw new CarrierDisabledError(this.code, 'no credentials configured');
    return this.completeCredentials;
  }

  /** Tracks at most `maxBatchSize` distinct numbers; returns a result for each, keyed by the number as given. */
  protected abstract trackBatch(numbers: string[]): Promise<CarrierTrackResult[]>;
}

function isFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}
