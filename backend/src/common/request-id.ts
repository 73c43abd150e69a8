import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The caller's `x-request-id` when it is a plain token, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

/** `requestIdOf` the request, echoed in the answer's `x-request-id` (the request logger's id generator). */
export function requestId(request: IncomingMessage, response: ServerResponse): string {
  const id = requestIdOf(request);
  response.setHeader('x-request-id', id);
  return id;
}
