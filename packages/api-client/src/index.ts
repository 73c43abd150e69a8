import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, paths };
export type ApiClient = Client<paths>;
export type Schemas = components['schemas'];

/**
 * The one way a frontend talks to the API. Same-origin by default, sending the session cookie.
 */
export function createApiClient(baseUrl = ''): ApiClient {
  return createClient<paths>({ baseUrl, credentials: 'same-origin' });
}
