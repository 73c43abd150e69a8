import type { Language } from '@parcelpilot/languages';
import { apiClient } from '../api/api-client';

export type FollowOutcome =
  | { status: 'sent' }
  | { status: 'invalid-email' }
  | { status: 'unknown-number' }
  | { status: 'too-many' }
  | { status: 'off' }
  | { status: 'failed' };

/** POST /api/follows: 202 once the confirmation mail is queued (the same answer when the address already follows). */
export async function followByEmail(number: string, email: string, language: Language): Promise<FollowOutcome> {
  try {
    const { response } = await apiClient.POST('/api/follows', { body: { number, email, language } });
    if (response.ok) return { status: 'sent' };
    if (response.status === 400) return { status: 'invalid-email' };
    if (response.status === 404) return { status: 'unknown-number' };
    if (response.status === 429) return { status: 'too-many' };
    if (response.status === 503) return { status: 'off' };
    return { status: 'failed' };
  } catch (error) {
    console.error('The follow could not be sent.', error);
    return { status: 'failed' };
  }
}

/** Whether this site lets visitors follow parcels by e-mail (the back-office switch). */
export async function followFeatureEnabled(): Promise<boolean> {
  try {
    const { data } = await apiClient.GET('/api/follows/feature');
    return data?.enabled === true;
  } catch {
    return false;
  }
}

/** The answer to a link's token: its data, `expired` (404: the follow ended or the token is not ours) or `failed`. */
export type TokenOutcome<T> = { status: 'done'; data: T } | { status: 'expired' } | { status: 'failed' };

async function withToken<T>(call: () => Promise<{ data?: T; response: Response }>): Promise<TokenOutcome<T>> {
  try {
    const { data, response } = await call();
    if (response.ok && data) return { status: 'done', data };
    return response.status === 404 || response.status === 400 ? { status: 'expired' } : { status: 'failed' };
  } catch (error) {
    console.error('The link could not be used.', error);
    return { status: 'failed' };
  }
}

export const confirmFollow = (token: string) =>
  withToken(() => apiClient.POST('/api/follows/confirm', { body: { token } }));

export const unsubscribeFollow = (token: string) =>
  withToken(() => apiClient.POST('/api/follows/unsubscribe', { body: { token } }));

export const addressFollows = (token: string) =>
  withToken(() => apiClient.POST('/api/follows/address', { body: { token } }));

export const removeAddressFollows = (token: string) =>
  withToken(() => apiClient.POST('/api/follows/address/remove', { body: { token } }));
