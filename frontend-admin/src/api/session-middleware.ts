import type { ApiClient } from '@parcelpilot/api-client';
import { i18n } from '../i18n/i18n';

type Middleware = Parameters<ApiClient['use']>[0];

const SESSION_PATH = '/api/auth/session';
/** The shell's session contract (frontend-shell/src/session/session-events.ts): it redirects to /auth on `user: null`. */
const SESSION_CHANGE_EVENT = 'parcelpilot:session-change';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

let csrfToken: Promise<string> | undefined;

async function fetchCsrfToken(): Promise<string> {
  const response = await fetch(SESSION_PATH, { credentials: 'same-origin', cache: 'no-store' });
  const session: unknown = await response.json();
  const token =
    typeof session === 'object' && session !== null && 'csrfToken' in session ? session.csrfToken : undefined;
  if (typeof token !== 'string') throw new Error(`GET ${SESSION_PATH} gave no CSRF token (HTTP ${response.status})`);
  return token;
}

function currentCsrfToken(): Promise<string> {
  csrfToken ??= fetchCsrfToken().catch((error: unknown) => {
    csrfToken = undefined;
    throw error;
  });
  return csrfToken;
}

/** Tells the shell the session is gone: its /admin guard then sends the visitor to /auth?next=<this page>. */
function announceSignedOut(): void {
  window.dispatchEvent(
    new CustomEvent(SESSION_CHANGE_EVENT, { detail: { user: null, isAuthorised: false, csrfToken: '' } }),
  );
}

export const sessionMiddleware: Middleware = {
  async onRequest({ request }) {
    request.headers.set('Accept-Language', i18n.language);
    if (!SAFE_METHODS.has(request.method)) request.headers.set('x-csrf-token', await currentCsrfToken());
    return request;
  },
  onResponse({ response }) {
    if (response.status === 401) {
      csrfToken = undefined;
      announceSignedOut();
    } else if (response.status === 403) {
      // A token from an earlier session is refused; the next change asks for the current one.
      csrfToken = undefined;
    }
    return response;
  },
};
