import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataProvider } from './data-provider';
import { queryKeys } from './query-keys';
import type { ListParams, ResourceRecord } from './resource-definition';

/** One page of a resource's records; the previous page stays on screen while the next one loads. */
export function useRecordList<R extends ResourceRecord>(endpoint: string, params: ListParams, enabled = true) {
  return useQuery({
    queryKey: queryKeys.list(endpoint, params),
    queryFn: ({ signal }) => dataProvider.getList<R>(endpoint, params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
