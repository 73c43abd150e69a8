import type { Schemas } from '@parcelpilot/api-client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';

export type QueuesOverview = Schemas['QueuesOverviewDto'];

/** The background queues' job counts, and whether Redis answers (GET /api/system/queues). */
export function useQueuesOverview() {
  return useQuery({
    queryKey: ['system', 'queues'],
    queryFn: async ({ signal }): Promise<QueuesOverview> => {
      const { data, response } = await apiClient.GET('/api/system/queues', { signal });
      if (!data) throw new Error(`GET /api/system/queues answered HTTP ${response.status}`);
      return data;
    },
    refetchInterval: 30_000,
  });
}
