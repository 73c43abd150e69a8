import type { components } from '@parcelpilot/api-client/schema';

/**
 * The contract between the shell and its remotes about the session. The shell reads GET /api/auth/session once at
 * start; a remote that signs the visitor in or out announces the new session here, so the shell's top bar and its
 * /admin guard follow at once, before the remote navigates on.
 */
export type SessionResponse = components['schemas']['SessionResponseDto'];

export const SESSION_CHANGE_EVENT = 'parcelpilot:session-change';

/** The request header that carries the session's CSRF token (SessionResponse.csrfToken) with every change. */
export const CSRF_HEADER = 'x-csrf-token';

export function announceSessionChange(session: SessionResponse): void {
  window.dispatchEvent(new CustomEvent<SessionResponse>(SESSION_CHANGE_EVENT, { detail: session }));
}

/**
 * Router state of the top bar's Log Out: the staff member asked to sign out, on this site, so /auth/signout signs out
 * at once. Another site can link to /auth/signout but cannot set this state, so such a visit only offers the button.
 */
export const SIGN_OUT_REQUESTED = { signOut: 'requested' } as const;

export function isSignOutRequested(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'signOut' in state && state.signOut === 'requested';
}

export function onSessionChange(listener: (session: SessionResponse) => void): () => void {
  const handle = (event: Event) => {
    if (event instanceof CustomEvent && isSessionResponse(event.detail)) listener(event.detail);
  };
  window.addEventListener(SESSION_CHANGE_EVENT, handle);
  return () => window.removeEventListener(SESSION_CHANGE_EVENT, handle);
}

export function isSessionResponse(value: unknown): value is SessionResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    'isAuthorised' in value &&
    typeof value.isAuthorised === 'boolean' &&
    'user' in value &&
    (value.user === null || (typeof value.user === 'object' && 'name' in value.user))
  );
}
