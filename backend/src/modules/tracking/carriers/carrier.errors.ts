export type CarrierErrorCode =
  | 'CARRIER_DISABLED'
  | 'CARRIER_UNAVAILABLE'
  | 'CARRIER_AUTH_FAILED'
  | 'CARRIER_RATE_LIMITED'
  | 'CARRIER_CIRCUIT_OPEN'
  | 'CARRIER_BAD_RESPONSE'
  | 'CARRIER_REQUEST_REJECTED';

export abstract class CarrierError extends Error {
  abstract readonly code: CarrierErrorCode;
  /**
   * Whether the failure says something about the carrier's health, so it counts towards opening the
   * circuit breaker. A request the carrier answered but refused (a 400) does not.
   */
  readonly countsAsCarrierFailure: boolean = true;

  constructor(
    readonly carrier: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${carrier}: ${message}`, options);
    this.name = new.target.name;
  }
}

/** `track()` was called on an adapter that has no credentials configured. */
export class CarrierDisabledError extends CarrierError {
  readonly code = 'CARRIER_DISABLED';
  override readonly countsAsCarrierFailure = false;
}

/** Timeouts, network errors and 5xx answers that outlasted the retry policy. */
export class CarrierUnavailableError extends CarrierError {
  readonly code = 'CARRIER_UNAVAILABLE';

  constructor(
    carrier: string,
    message: string,
    readonly httpStatus?: number,
    options?: { cause?: unknown },
  ) {
    super(carrier, message, options);
  }
}

/** The carrier refused our credentials (also after fetching a fresh token). */
export class CarrierAuthError extends CarrierError {
  readonly code = 'CARRIER_AUTH_FAILED';

  constructor(
    carrier: string,
    message: string,
    readonly httpStatus?: number,
  ) {
    super(carrier, message);
  }
}

/** 429 answers that outlasted the retry policy, or a Retry-After longer than we are willing to wait. */
export class CarrierRateLimitedError extends CarrierError {
  readonly code = 'CARRIER_RATE_LIMITED';

  constructor(
    carrier: string,
    message: string,
    /** How long the carrier asked us to wait, when it said so. */
    readonly retryAfterMs?: number,
  ) {
    super(carrier, message);
  }
}

/** The carrier's circuit breaker is open: the call was not attempted. */
export class CircuitOpenError extends CarrierError {
  readonly code = 'CARRIER_CIRCUIT_OPEN';
  override readonly countsAsCarrierFailure = false;

  constructor(
    carrier: string,
    /** Time until the breaker lets a trial call through. */
    readonly retryAfterMs: number,
  ) {
    super(carrier, `circuit open, calls are refused for ${retryAfterMs} ms`);
  }
}

/** The carrier answered with a body we cannot use: not JSON, or not the documented shape. */
export class CarrierResponseError extends CarrierError {
  readonly code = 'CARRIER_BAD_RESPONSE';

  constructor(
    carrier: string,
    message: string,
    readonly httpStatus?: number,
    options?: { cause?: unknown },
  ) {
    super(carrier, message, options);
  }
}

/** The carrier refused the request itself (4xx other than 401 and 429); retrying would not help. */
export class CarrierRequestError extends CarrierError {
  readonly code = 'CARRIER_REQUEST_REJECTED';
  override readonly countsAsCarrierFailure = false;

  constructor(
    carrier: string,
    message: string,
    readonly httpStatus: number,
  ) {
    super(carrier, message);
  }
}
