import { useSearchParams } from 'react-router';

export type RecordRoute = { view: 'list' } | { view: 'new' } | { view: 'edit'; id: string };

/**
 * The generic record screen's place in the URL (docs/product-spec.md §2): no `action` is the list; `action=new` a new record;
 * `action=edit&_id=…` one record, which `?id=…` and `?edit=…` also open.
 */
export function parseRecordRoute(search: URLSearchParams): RecordRoute {
  const action = search.get('action');
  const id = search.get('_id') ?? search.get('id') ?? search.get('edit');
  if (action === 'new') return { view: 'new' };
  if (id && (action === 'edit' || action === null)) return { view: 'edit', id };
  return { view: 'list' };
}

export function useRecordRoute(): RecordRoute {
  const [search] = useSearchParams();
  return parseRecordRoute(search);
}

export function editSearch(id: string): string {
  return `?${new URLSearchParams({ action: 'edit', _id: id }).toString()}`;
}
