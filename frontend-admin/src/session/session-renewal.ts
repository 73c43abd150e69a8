import type { Schemas } from '@parcelpilot/api-client';

export type SessionResponse = Schemas['SessionResponseDto'];

/**
 * An ended session (expired, or signed out in another tab or browser) is renewed in place: the request that found it
 * ended waits while the sign-in dialog is open, so the screen and everything typed in it stay as they are. Every
 * request that finds the session ended at the same time waits for the same dialog.
 */
type Finish = (session: SessionResponse | null) => void;

let waiting: Promise<SessionResponse | null> | undefined;
let finish: Finish | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Opens the sign-in dialog (once for all callers); the new session, or null when the user closed the dialog. */
export function signInAgain(): Promise<SessionResponse | null> {
  waiting ??= new Promise<SessionResponse | null>((resolve) => {
    finish = resolve;
    notify();
  });
  return waiting;
}

/** Called by the dialog: the session the user signed in to, or null when they chose not to. */
export function finishSignIn(session: SessionResponse | null): void {
  const resolve = finish;
  waiting = undefined;
  finish = undefined;
  notify();
  resolve?.(session);
}

export function isSignInRequested(): boolean {
  return finish !== undefined;
}

export function subscribeSignIn(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
