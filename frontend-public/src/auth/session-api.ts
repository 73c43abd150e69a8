import type { Schemas } from '@parcelpilot/api-client';
import { apiClient } from '../api/api-client';
import { readApiError, type ApiErrorBody } from '../api/api-error';

export type SessionResponse = Schemas['SessionResponseDto'];

export type SignInOutcome =
  | { status: 'signed-in'; session: SessionResponse }
  /** 400 with field errors, 401 wrong credentials, 429 too many attempts: the API's message is shown. */
  | { status: 'refused'; error: ApiErrorBody }
  | { status: 'failed' };

export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  try {
    const { data, error, response } = await apiClient.POST('/api/auth/login', { body: { email, password } });
    if (data) return { status: 'signed-in', session: data };
    if (response.status === 400 || response.status === 401 || response.status === 429) {
      return { status: 'refused', error: readApiError(error) };
    }
    console.error(`POST /api/auth/login answered HTTP ${response.status}`);
    return { status: 'failed' };
  } catch (error) {
    console.error('Signing in failed.', error);
    return { status: 'failed' };
  }
}

/** Ends the session (and the user's other sessions) with the CSRF token the session gives. */
export async function signOut(signal: AbortSignal): Promise<void> {
  const { data: session, response } = await apiClient.GET('/api/auth/session', { signal, cache: 'no-store' });
  if (!session) throw new Error(`GET /api/auth/session answered HTTP ${response.status}`);
  if (!session.user) return;
  const logout = await apiClient.POST('/api/auth/logout', {
    signal,
    headers: { 'x-csrf-token': session.csrfToken ?? '' },
  });
  if (!logout.response.ok) throw new Error(`POST /api/auth/logout answered HTTP ${logout.response.status}`);
}
