import { apiClient } from '../api/api-client';
import { onSessionChange, isSessionResponse, type SessionResponse } from '@parcelpilot/contracts';

export type SessionUser = NonNullable<SessionResponse['user']>;

export type SessionState = { status: 'loading' } | { status: 'ready'; user: SessionUser | null } | { status: 'error' };

let state: SessionState = { status: 'loading' };
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** GET /api/auth/session once; `reloadSession` asks again (after a failure). */
export function loadSession(): Promise<void> {
  loading ??= fetchSession().then(
    (session) => setState({ status: 'ready', user: session.user }),
    (error: unknown) => {
      console.error('The session could not be read.', error);
      loading = undefined;
      setState({ status: 'error' });
    },
  );
  return loading;
}

export function reloadSession(): Promise<void> {
  loading = undefined;
  setState({ status: 'loading' });
  return loadSession();
}

export function getSessionState(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// In the browser only: the public site's server render imports the shell's frame, and no session changes there.
if (typeof window !== 'undefined') onSessionChange((session) => setState({ status: 'ready', user: session.user }));

async function fetchSession(): Promise<SessionResponse> {
  const { data, response } = await apiClient.GET('/api/auth/session', { cache: 'no-store' });
  if (!isSessionResponse(data)) throw new Error(`GET /api/auth/session answered HTTP ${response.status}`);
  return data;
}
