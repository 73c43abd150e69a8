import { AsyncLocalStorage } from 'node:async_hooks';
import { createApiClient } from '@parcelpilot/api-client';
import type { HeldApiAnswer, RenderRequest } from '@parcelpilot/contracts';

/** The page request whose data a loader fetches. */
export interface ApiRequestScope {
  /** Where the API answers on loopback (the address the page request arrived at). */
  apiOrigin: string;
  /** Sent with every API request (the visitor's address as X-Forwarded-For, the render's mark). */
  headers: Record<string, string>;
  /** The answers the server holds in memory, taken instead of a loopback request (`RenderRequest.heldAnswer`). */
  held?: RenderRequest['heldAnswer'];
}

/** The scope of the request whose data a loader fetches (set around every loader by server/server-entry.tsx). */
export const apiRequestScope = new AsyncLocalStorage<ApiRequestScope>();

// Relative API paths are resolved against this placeholder, then sent to the real origin.
const PLACEHOLDER_ORIGIN = 'http://api.invalid';

let setFirstOrigin: (origin: string) => void;
/**
 * The API's origin for requests made outside any page request (the public configuration, asked for when the code
 * loads): the first page request's, since the port may be chosen only when the server listens.
 */
const firstOrigin = new Promise<string>((resolve) => (setFirstOrigin = resolve));

export function rememberApiOrigin(origin: string): void {
  setFirstOrigin(origin);
}

async function loopbackFetch(request: Request): Promise<Response> {
  const scope = apiRequestScope.getStore();
  const url = new URL(request.url);
  const held = request.method === 'GET' ? scope?.held?.(`${url.pathname}${url.search}`) : undefined;
  if (held) return heldResponse(held);
  const origin = scope?.apiOrigin ?? (await firstOrigin);
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(scope?.headers ?? {})) headers.set(name, value);
  return fetch(`${origin}${url.pathname}${url.search}`, { method: request.method, headers, signal: request.signal });
}

/** A held answer as the Response a loopback request would have given. */
function heldResponse({ status, headers, body }: HeldApiAnswer): Response {
  const answerHeaders = new Headers();
  for (let at = 0; at < headers.length; at += 2) answerHeaders.append(headers[at], headers[at + 1]);
  // A copy: the held bytes stay the server's (a Response may hand its body's memory on).
  return new Response(new Uint8Array(body), { status, headers: answerHeaders });
}

/**
 * Replaces src/api/api-client.ts in the server build (rspack.server.config.js): the same typed client, talking to the
 * API over loopback HTTP like the browser does over the network.
 */
export const apiClient = createApiClient(PLACEHOLDER_ORIGIN, loopbackFetch);
