import { setTimeout as sleep } from 'node:timers/promises';

import {
  CarrierAuthError,
  CarrierRateLimitedError,
  CarrierRequestError,
  CarrierResponseError,
  CarrierUnavailableError,
} from './carrier.errors.js';
import type { RateLimiter } from './rate-limiter.js';

export interface RetryPolicy {
  /** Attempts per call, the first one included. */
  maxAttempts: number;
  /** Backoff before the second attempt; doubles for each further one, with jitter. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Longest Retry-After we wait out; a longer one ends the call with `CarrierRateLimitedError` at once. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 30_000,
};

/** Supplies credentials per attempt, and learns when the carrier refused them. */
export interface RequestAuthorizer {
  authorize(): Promise<Record<string, string>>;
  /** The carrier answered 401 to `headers`; returns whether trying again with fresh credentials makes sense. */
  rejected(headers: Record<string, string>): boolean;
}

export type RequestBody = { json: unknown } | { form: Record<string, string> };

export interface HttpRequest {
  method: 'GET' | 'POST';
  /** Appended to the base URL; path parameters must already be encoded. */
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: RequestBody;
  authorizer?: RequestAuthorizer;
  /** Non-2xx statuses whose JSON body the adapter reads itself, e.g. 404 for an unknown number. */
  passStatuses?: readonly number[];
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON; `null` for an empty body. */
  body: unknown;
}

export interface HttpClientOptions {
  /** Carrier code, used in errors. */
  carrier: string;
  baseUrl: string;
  timeoutMs: number;
  retry: RetryPolicy;
  rateLimiter: RateLimiter;
  rateLimitKey: string;
}

type AttemptOutcome =
  | { kind: 'answered'; status: number; headers: Headers; text: string }
  | { kind: 'failed'; timedOut: boolean; error: unknown };

/**
 * fetch with a timeout per attempt, retries with exponential backoff and jitter (429, 5xx, timeouts and network
 * errors), one retry with fresh credentials after a 401, and the carrier's rate limit on every attempt. Every failure
 * ends as a `CarrierError`, which the circuit breaker around the adapter's calls counts.
 */
export class HttpClient {
  private readonly baseUrl: string;

  constructor(private readonly options: HttpClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  async request(request: HttpRequest): Promise<HttpResponse> {
    const { carrier, retry, timeoutMs } = this.options;
    const describe = `${request.method} ${request.path}`;
    let credentialsRefreshed = false;

    for (let attempt = 1; ; attempt += 1) {
      const authHeaders = request.authorizer ? await request.authorizer.authorize() : {};
      const outcome = await this.attempt(request, authHeaders);
      const canRetry = attempt < retry.maxAttempts;

      if (outcome.kind === 'failed') {
        if (canRetry) {
          await sleep(this.backoffMs(attempt));
          continue;
        }
        const reason = outcome.timedOut
          ? `no answer within ${timeoutMs} ms`
          : `request failed (${errorText(outcome.error)})`;
        throw new CarrierUnavailableError(carrier, `${describe}: ${reason}`, undefined, { cause: outcome.error });
      }

      const { status, headers, text } = outcome;
      if ((status >= 200 && status < 300) || request.passStatuses?.includes(status)) {
        return { status, headers, body: this.parseJson(text, status, describe) };
      }
      if (status === 401) {
        if (request.authorizer && !credentialsRefreshed && request.authorizer.rejected(authHeaders)) {
          credentialsRefreshed = true;
          attempt -= 1;
          continue;
        }
        throw new CarrierAuthError(carrier, `${describe} answered 401: ${snippet(text)}`, status);
      }
      if (status === 429 || status >= 500) {
        const retryAfterMs = parseRetryAfter(headers.get('retry-after'));
        if (canRetry && (retryAfterMs === undefined || retryAfterMs <= retry.maxRetryAfterMs)) {
          await sleep(Math.max(retryAfterMs ?? 0, this.backoffMs(attempt)));
          continue;
        }
        if (status === 429) {
          throw new CarrierRateLimitedError(carrier, `${describe} answered 429: ${snippet(text)}`, retryAfterMs);
        }
        throw new CarrierUnavailableError(carrier, `${describe} answered ${status}: ${snippet(text)}`, status);
      }
      throw new CarrierRequestError(carrier, `${describe} answered ${status}: ${snippet(text)}`, status);
    }
  }

  private async attempt(request: HttpRequest, authHeaders: Record<string, string>): Promise<AttemptOutcome> {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers, ...authHeaders };
    let body: string | undefined;
    if (request.body && 'json' in request.body) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body.json);
    } else if (request.body) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.body.form).toString();
    }

    await this.options.rateLimiter.acquire(this.options.rateLimitKey);
    try {
      const response = await fetch(this.urlFor(request), {
        method: request.method,
        headers,
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      // The timeout signal also covers reading the body, so a carrier that stalls mid-answer is cut off too.
      const text = await response.text();
      return { kind: 'answered', status: response.status, headers: response.headers, text };
    } catch (error) {
      return { kind: 'failed', timedOut: isTimeout(error), error };
    }
  }

  private urlFor(request: HttpRequest): string {
    const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
    return `${this.baseUrl}${request.path}${query}`;
  }

  private parseJson(text: string, status: number, describe: string): unknown {
    if (text.trim() === '') return null;
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new CarrierResponseError(
        this.options.carrier,
        `${describe} answered ${status} with a body that is not JSON: ${snippet(text)}`,
        status,
        { cause: error },
      );
    }
  }

  /** Exponential backoff with "equal jitter": half the delay is fixed, half random, so delays still grow. */
  private backoffMs(attempt: number): number {
    const { baseDelayMs, maxDelayMs } = this.options.retry;
    const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
    return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
  }
}

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP date names its day and month; Date.parse alone would also take "-5" for a year.
  const date = /[a-z]{3}/i.test(trimmed) ? Date.parse(trimmed) : NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

// fetch's DOMException and TypeError can come from another realm (as under Jest's VM modules): check the shape.
function isTimeout(error: unknown): boolean {
  const name = isErrorLike(error) ? error.name : undefined;
  return name === 'TimeoutError' || name === 'AbortError';
}

function errorText(error: unknown): string {
  if (!isErrorLike(error)) return String(error);
  const cause = isErrorLike(error.cause) ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

function isErrorLike(value: unknown): value is { name: string; message: string; cause?: unknown } {
  return typeof value === 'object' && value !== null && 'name' in value && 'message' in value;
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') return '(empty body)';
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
}
