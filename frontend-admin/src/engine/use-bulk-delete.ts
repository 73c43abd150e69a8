import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dataProvider } from './data-provider';
import { queryKeys } from './query-keys';

export interface BulkDeleteResult {
  deleted: string[];
  /** The records the API refused (409 in use, 404 gone, ...), each with its message. */
  refused: Array<{ id: string; message: string }>;
}

/**
 * Deletes several records one after another: a refusal (a record in use answers 409) is noted and the others still
 * go. Every list and record of the resource reloads afterwards.
 */
export function useBulkDelete(endpoint: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (ids: readonly string[]): Promise<BulkDeleteResult> => {
      const result: BulkDeleteResult = { deleted: [], refused: [] };
      for (const id of ids) {
        try {
          await dataProvider.delete(endpoint, id);
          result.deleted.push(id);
          queryClient.removeQueries({ queryKey: queryKeys.one(endpoint, id) });
        } catch (error) {
          result.refused.push({ id, message: error instanceof Error ? error.message : String(error) });
        }
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.resource(endpoint) });
      return result;
    },
    [endpoint, queryClient],
  );
}
