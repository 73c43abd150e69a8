import { readApiError } from './api-error';

/** The API has no such record (404), or refused the identifiers of the page's URL. */
export class NotFoundError extends Error {}

/** Any other failed answer: the page shows its error state with a retry. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Whether a failed load leaves the page unavailable for now: the API failed (5xx) or did not answer in time. A record
 * that does not exist, or identifiers the API refused, are the page's own answer instead.
 */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof NotFoundError) return false;
  return !(error instanceof ApiRequestError) || error.status >= 500;
}

interface FetchOutcome<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

export interface DataOfOptions {
  /** Statuses that mean "this page does not exist" (default 404; the stats API answers 400 for an unknown country). */
  notFound?: readonly number[];
}

/** openapi-fetch's answer as its data, or the error that explains why there is none. */
export function dataOf<T>({ data, error, response }: FetchOutcome<T>, { notFound = [404] }: DataOfOptions = {}): T {
  // An empty 200 (the API's `null`) leaves `data` undefined.
  if (response.ok) return data as T;
  const { message } = readApiError(error);
  const text = `${response.url} answered HTTP ${response.status}${message ? `: ${message}` : ''}`;
  if (notFound.includes(response.status)) throw new NotFoundError(text);
  throw new ApiRequestError(response.status, text);
}
