/** The HTTP status each domain error code maps to; the global filter is the only place that reads it. */
export const domainErrorStatus = {
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;

export type DomainErrorCode = keyof typeof domainErrorStatus;

/** An expected failure of the domain, carrying a code. Services throw these; they never build HTTP answers. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(what: string) {
    super('NOT_FOUND', `${what} not found`);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, errors?: Record<string, string>) {
    super('CONFLICT', message, errors);
  }
}

export class InvalidInputError extends DomainError {
  constructor(message: string, errors?: Record<string, string>) {
    super('INVALID_INPUT', message, errors);
  }
}

/** A limit was reached: 429, with `Retry-After` telling when to try again. */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}
