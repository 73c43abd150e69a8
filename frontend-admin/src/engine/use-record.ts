import { useQuery } from '@tanstack/react-query';
import { dataProvider } from './data-provider';
import { queryKeys } from './query-keys';

/** One record (or the singleton at the endpoint when `id` is undefined). */
export function useRecord<R>(endpoint: string, id: string | undefined, enabled = true) {
  return useQuery({
    queryKey: queryKeys.one(endpoint, id),
    queryFn: ({ signal }) => dataProvider.getOne<R>(endpoint, id, signal),
    enabled,
    // A form must not be reset under the user's hands by a background refetch.
    refetchOnWindowFocus: false,
  });
}
