import { apiClient } from '../api/api-client';

export type ConfirmOutcome =
  | { status: 'done'; deliveredOn: string }
  | { status: 'invalid' }
  | { status: 'conflict' }
  | { status: 'too-many' }
  | { status: 'failed' };

const TOKEN_KEY = 'pp-browser-token';

/**
 * This browser's random token for "I received it": one confirmation per number and browser (a second press updates
 * it). Kept in localStorage; the API stores only a keyed hash of it.
 */
export function browserToken(): string {
  try {
    const stored = window.localStorage.getItem(TOKEN_KEY);
    if (stored && /^[A-Za-z0-9_-]{16,128}$/.test(stored)) return stored;
    const token = crypto.randomUUID();
    window.localStorage.setItem(TOKEN_KEY, token);
    return token;
  } catch {
    // No storage (private mode): a token for this page only; a second press in the same page still updates.
    return (fallbackToken ??= crypto.randomUUID());
  }
}

let fallbackToken: string | undefined;

/** POST /api/delivery-confirmations. */
export async function confirmReceived(number: string, deliveredOn: string): Promise<ConfirmOutcome> {
  try {
    const { data, response } = await apiClient.POST('/api/delivery-confirmations', {
      body: { number, deliveredOn, browserToken: browserToken() },
    });
    if (response.ok && data) return { status: 'done', deliveredOn: data.deliveredOn };
    if (response.status === 400) return { status: 'invalid' };
    if (response.status === 409) return { status: 'conflict' };
    if (response.status === 429) return { status: 'too-many' };
    return { status: 'failed' };
  } catch (error) {
    console.error('The delivery confirmation could not be sent.', error);
    return { status: 'failed' };
  }
}
