import type { ApiClient } from '@parcelpilot/api-client';
import { announceSessionChange, CSRF_HEADER } from '@parcelpilot/contracts';
import { i18n } from '../i18n/i18n';
import { signInAgain, type SessionResponse } from '../session/session-renewal';

type Middleware = Parameters<ApiClient['use']>[0];

const SESSION_PATH = '/api/auth/session';
/** Signing in needs no CSRF token and must never wait for the sign-in dialog it is sent from. */
const SIGN_IN_PATH = '/api/auth/login';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

let csrfToken: Promise<string> | undefined;
/** An unsent copy of each request in flight, to send again once the user has signed in again. */
const copies = new Map<string, Request>();

/** The admin's answer to a request whose session ended and whose user chose not to sign in again. */
export class SessionEndedError extends Error {
  constructor() {
    super(i18n.t('session.ended'));
    this.name = 'SessionEndedError';
  }
}

/** Keeps the token of a session the user has just signed in to, and tells the shell who is signed in now. */
export function adoptSession(session: SessionResponse): void {
  if (session.csrfToken) csrfToken = Promise.resolve(session.csrfToken);
  // The shell's session contract: its top bar follows the new user.
  announceSessionChange(session);
}

/** The token of the live session; when the session has ended, the token of the one the user signs in to again. */
async function fetchCsrfToken(): Promise<string> {
  const response = await fetch(SESSION_PATH, { credentials: 'same-origin', cache: 'no-store' });
  const session = (await response.json()) as Partial<SessionResponse> | null;
  if (session?.user && typeof session.csrfToken === 'string') return session.csrfToken;
  const renewed = await signInAgain();
  if (!renewed?.csrfToken) throw new SessionEndedError();
  return renewed.csrfToken;
}

function currentCsrfToken(): Promise<string> {
  csrfToken ??= fetchCsrfToken().catch((error: unknown) => {
    csrfToken = undefined;
    throw error;
  });
  return csrfToken;
}

/** A 401 answered in the admin's language, for a request the user chose not to sign in again for. */
function sessionEndedResponse(): Response {
  return Response.json({ statusCode: 401, message: new SessionEndedError().message }, { status: 401 });
}

function resend(copy: Request, token: string | undefined): Promise<Response> {
  if (token !== undefined && !SAFE_METHODS.has(copy.method)) copy.headers.set(CSRF_HEADER, token);
  return fetch(copy);
}

export const sessionMiddleware: Middleware = {
  async onRequest({ request, schemaPath, id }) {
    request.headers.set('Accept-Language', i18n.language);
    if (schemaPath === SIGN_IN_PATH) return request;
    if (!SAFE_METHODS.has(request.method)) request.headers.set(CSRF_HEADER, await currentCsrfToken());
    // The body read once into bytes: the request and its copy each carry them as they are. (`clone()` would turn
    // both bodies into streams, which the browser uploads chunked and developer tools cannot show.)
    const body = request.body === null ? undefined : await request.arrayBuffer();
    copies.set(id, new Request(request, { body }));
    return new Request(request, { body });
  },
  async onResponse({ request, response, id }) {
    const copy = copies.get(id);
    copies.delete(id);
    if (!copy) return response;
    if (response.status === 401) {
      // The session ended: the user signs in again in a dialog over this screen, then the request goes again.
      csrfToken = undefined;
      const session = await signInAgain();
      if (!session) return sessionEndedResponse();
      return resend(copy, session.csrfToken);
    }
    if (response.status === 403 && !SAFE_METHODS.has(request.method)) {
      // A token from an earlier session (signed out and in again elsewhere) is refused: once more with the current one.
      const sent = request.headers.get(CSRF_HEADER);
      csrfToken = undefined;
      const current = await currentCsrfToken().catch(() => undefined);
      if (current !== undefined && current !== sent) return resend(copy, current);
    }
    return response;
  },
  onError({ id }) {
    copies.delete(id);
  },
};
