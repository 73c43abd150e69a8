import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@parcelpilot/api-client';
import { apiClient } from '../api/api-client';

export type AdminUser = NonNullable<Schemas['SessionResponseDto']['user']>;

/** The signed-in staff user (GET /api/auth/session), for what their role may see. */
export function useAdminSession() {
  return useQuery({
    queryKey: ['session'],
    queryFn: async ({ signal }): Promise<AdminUser | null> => {
      const { data, response } = await apiClient.GET('/api/auth/session', { signal, cache: 'no-store' });
      if (!data) throw new Error(`GET /api/auth/session answered HTTP ${response.status}`);
      return data.user ?? null;
    },
    staleTime: 60_000,
  });
}
