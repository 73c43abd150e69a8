import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from './data-provider';
import { queryKeys } from './query-keys';

/** Deletes a record; every list of the resource reloads afterwards. */
export function useDeleteRecord(endpoint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataProvider.delete(endpoint, id),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.one(endpoint, id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.resource(endpoint) });
    },
  });
}
