import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from './data-provider';
import { queryKeys } from './query-keys';

export interface SaveRecordInput {
  /** undefined creates a record (or updates a singleton when `singleton`). */
  id: string | undefined;
  body: unknown;
}

/** Creates or updates a record; the saved record is cached for its edit screen and the lists reload. */
export function useSaveRecord<R extends { _id?: string }>(endpoint: string, singleton = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveRecordInput) =>
      id !== undefined || singleton
        ? dataProvider.update<R>(endpoint, id, body)
        : dataProvider.create<R>(endpoint, body),
    onSuccess: async (record, { id }) => {
      queryClient.setQueryData(queryKeys.one(endpoint, singleton ? id : (id ?? record._id)), record);
      await queryClient.invalidateQueries({ queryKey: [...queryKeys.resource(endpoint), 'list'] });
    },
  });
}
