import { useSearchParams } from 'react-router';

/** The `?page=` of a paged list, from 1 (anything else reads as 1). */
export function usePageParam(): number {
  const [searchParams] = useSearchParams();
  const page = Number.parseInt(searchParams.get('page') ?? '', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}
