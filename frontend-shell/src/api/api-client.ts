import { createApiClient } from '@parcelpilot/api-client';

/** The shell's one client for the API (same origin, session cookie). */
export const apiClient = createApiClient();
