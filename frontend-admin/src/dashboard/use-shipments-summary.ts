import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import { trackingStatuses } from '../resources/tracking-codes/tracking-statuses';

export interface StatusCounts {
  total: number;
  /** Codes per status, every status of docs/product-spec.md §4 present (0 when none). */
  byStatus: Record<string, number>;
}

export interface ShipmentsSummary {
  today: StatusCounts;
  last7Days: StatusCounts;
  generatedAt: string;
}

/** The API types `byStatus` as an open object; here it becomes counts, with a 0 for a status it leaves out. */
function statusCounts(value: { total: number; byStatus: object }): StatusCounts {
  const byStatus: Record<string, number> = Object.fromEntries(trackingStatuses.map(({ value }) => [value, 0]));
  for (const [status, count] of Object.entries(value.byStatus)) {
    if (typeof count === 'number') byStatus[status] = count;
  }
  return { total: value.total, byStatus };
}

/** Shipments looked up or refreshed today and in the last 7 days, by status (GET /api/stats/shipments-summary). */
export function useShipmentsSummary() {
  return useQuery({
    queryKey: ['stats', 'shipments-summary'],
    queryFn: async ({ signal }): Promise<ShipmentsSummary> => {
      const { data, response } = await apiClient.GET('/api/stats/shipments-summary', { signal });
      if (!data) throw new Error(`GET /api/stats/shipments-summary answered HTTP ${response.status}`);
      return {
        today: statusCounts(data.today),
        last7Days: statusCounts(data.last7Days),
        generatedAt: data.generatedAt,
      };
    },
    refetchInterval: 60_000,
  });
}
