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

/** Points the site's mailing settings at a loopback SMTP server (port) with the site's mailbox `email`. */
export async function configureMailServer(request: APIRequestContext, port: number, email: string): Promise<void> {
  const settings = await request.put('/api/mailing-settings', {
    data: { email, email_server: '127.0.0.1', port },
    headers: await staffChangeHeaders(request),
  });
  if (settings.status() !== 200) throw new Error(`Mailing settings refused: HTTP ${settings.status()}`);
}
