import { createApiClient } from '@parcelpilot/api-client';

/** The admin's one client for the API (same origin, session cookie). */
export const apiClient = createApiClient();
