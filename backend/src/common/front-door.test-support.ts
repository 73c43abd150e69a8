import type { IncomingHttpHeaders } from 'node:http';

/** The headers that must be equal between two answers; the date, request id and remaining count differ per request. */
export function comparable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const {
    date: _date,
    'x-request-id': _id,
    'ratelimit-remaining': _left,
    'ratelimit-reset': _reset,
    ...rest
  } = headers;
  return rest;
}
