import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header that marks the API requests a server render makes on loopback. */
export const SERVER_RENDER_HEADER = 'x-server-render';

/** A secret of this process: only its own server render can send it (to itself, on loopback). */
export const serverRenderToken = randomBytes(32).toString('hex');

/**
 * An API request made by this process's server render for a page: the visitor's page request is what counts against
 * the rate limit, not the few API calls its render makes.
 */
export function isServerRenderRequest(request: IncomingMessage): boolean {
  const value = request.headers[SERVER_RENDER_HEADER];
  if (typeof value !== 'string' || value.length !== serverRenderToken.length) return false;
  return timingSafeEqual(Buffer.from(value), Buffer.from(serverRenderToken));
}
