import { createApiClient } from '@parcelpilot/api-client';

/** The public site's one client for the API (same origin, session cookie). */
export const apiClient = createApiClient();
