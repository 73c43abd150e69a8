import type { APIRequestContext } from '@playwright/test';
import { signInThroughApi } from './staff-account.js';

/**
 * Signs in as the e2e admin and returns the headers a change needs (the session's CSRF token), for tests that set
 * up data through the staff API.
 */
export async function staffChangeHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  await signInThroughApi(request);
  const session = (await (await request.get('/api/auth/session')).json()) as { csrfToken: string };
  return { 'x-csrf-token': session.csrfToken };
}
