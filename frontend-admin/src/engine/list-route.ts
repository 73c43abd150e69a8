import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZE = 20;

export interface ListRoute {
  filter: Record<string, unknown>;
  /** `field:asc` or `field:desc`, or undefined for the API's default order. */
  sortBy: string | undefined;
  /** The search box's words, or '' for none. */
  search: string;
  page: number;
}

function parseFilter(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {}; // a hand-edited link with broken JSON lists everything rather than failing
  }
}

/**
 * Filter, search, sort and page of a list, kept in the URL (`?filter={json}&search=words&sortBy=field:asc&page=2`) so
 * links reproduce it.
 */
export function useListRoute(): [ListRoute, (change: Partial<ListRoute>, options?: { replace?: boolean }) => void] {
  const [search, setSearch] = useSearchParams();
  const sortBy = search.get('sortBy');
  const page = Number(search.get('page'));
  const route: ListRoute = {
    filter: parseFilter(search.get('filter')),
    sortBy: sortBy && /^[\w.-]+:(asc|desc)$/.test(sortBy) ? sortBy : undefined,
    search: search.get('search') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };

  const change = useCallback(
    (next: Partial<ListRoute>, options?: { replace?: boolean }) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        if ('filter' in next) {
          if (next.filter && Object.keys(next.filter).length > 0) params.set('filter', JSON.stringify(next.filter));
          else params.delete('filter');
        }
        if ('sortBy' in next) {
          if (next.sortBy) params.set('sortBy', next.sortBy);
          else params.delete('sortBy');
        }
        if ('search' in next) {
          if (next.search?.trim()) params.set('search', next.search.trim());
          else params.delete('search');
        }
        if ('page' in next) {
          if (next.page && next.page > 1) params.set('page', String(next.page));
          else params.delete('page');
        }
        return params;
      }, options),
    [setSearch],
  );
  return [route, change];
}
