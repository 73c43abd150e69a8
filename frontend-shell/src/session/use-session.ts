import { useSyncExternalStore } from 'react';
import { getSessionState, subscribeSession, type SessionState } from './session-store';

/** The signed-in staff user as the shell knows it (GET /api/auth/session, then every announced change). */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState);
}
