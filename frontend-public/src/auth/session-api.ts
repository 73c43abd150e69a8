import type { Schemas } from '@parcelpilot/api-client';
import { CSRF_HEADER } from '@parcelpilot/contracts';
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

/** The visitor's session as the API sees it now (the user, if any, and the CSRF token a change needs). */
export async function readSession(signal: AbortSignal): Promise<SessionResponse> {
  const { data: session, response } = await apiClient.GET('/api/auth/session', { signal, cache: 'no-store' });
  if (!session) throw new Error(`GET /api/auth/session answered HTTP ${response.status}`);
  return session;
}

/** Ends the session (and the user's other sessions) with the session's CSRF token. */
export async function signOut(session: SessionResponse, signal: AbortSignal): Promise<void> {
  if (!session.user) return;
  const logout = await apiClient.POST('/api/auth/logout', {
    signal,
    headers: { [CSRF_HEADER]: session.csrfToken ?? '' },
  });
  if (!logout.response.ok) throw new Error(`POST /api/auth/logout answered HTTP ${logout.response.status}`);
}
