import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, paths };
export type ApiClient = Client<paths>;
export type Schemas = components['schemas'];

/**
 * The one way a frontend talks to the API. Same-origin by default, sending the session cookie. The server render
 * passes an absolute `baseUrl` and its own `fetch`.
 */
export function createApiClient(baseUrl = '', fetch?: (request: Request) => Promise<Response>): ApiClient {
  return createClient<paths>({ baseUrl, credentials: 'same-origin', ...(fetch ? { fetch } : {}) });
}
