import { createApiClient } from '@parcelpilot/api-client';
import { sessionMiddleware } from './session-middleware';

/**
 * The admin's one client for the API (same origin, session cookie). Its middleware sends the CSRF token with every
 * change, asks for messages in the admin's language and, when the session has ended, asks the user to sign in again
 * over the screen in use and sends the request again.
 */
export const apiClient = createApiClient();
apiClient.use(sessionMiddleware);
