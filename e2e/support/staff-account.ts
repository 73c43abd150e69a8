import { expect, type APIRequestContext } from '@playwright/test';

/** The admin every e2e server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const STAFF = { email: 'admin@example.com', password: 'e2e-admin-password', name: 'Administrator' } as const;

export const staffEnv: Record<string, string> = { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password };

/** Signs in through the API; `request` is a page's (`page.request`), so the page shares the session cookie. */
export async function signInThroughApi(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/auth/login', { data: { email: STAFF.email, password: STAFF.password } });
  expect(response.status()).toBe(200);
}
