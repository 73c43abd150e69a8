import { useSyncExternalStore } from 'react';
import { getSessionState, subscribeSession, type SessionState } from './session-store';

/** A server-rendered page is rendered for nobody in particular: hydration starts from "not known yet". */
const SERVER_SESSION: SessionState = { status: 'loading' };

/** The signed-in staff user as the shell knows it (GET /api/auth/session, then every announced change). */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, () => SERVER_SESSION);
}
