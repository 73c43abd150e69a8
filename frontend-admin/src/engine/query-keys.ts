import type { ListParams } from './resource-definition';

/** TanStack Query keys of the engine: everything of one resource starts with its endpoint. */
export const queryKeys = {
  resource: (endpoint: string) => ['resource', endpoint] as const,
  list: (endpoint: string, params: ListParams) => ['resource', endpoint, 'list', params] as const,
  one: (endpoint: string, id: string | undefined) => ['resource', endpoint, 'one', id ?? null] as const,
};
