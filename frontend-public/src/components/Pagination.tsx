import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../i18n/LocalizedLinks';

/** Pages shown either side of the current one (docs/product-spec.md §9). */
export const PAGINATION_WINDOW = 8;

/** Items per page when a list does not say (docs/product-spec.md §9). */
export const DEFAULT_PAGE_LIMIT = 10;

export interface PaginationProps {
  /** How many items the whole list has. */
  total: number;
  /** The current page, from 1. */
  page: number;
  /** Items per page. */
  limit?: number;
  /** The link of a page; by default the current URL with `?page=` (page 1 without it). */
  hrefForPage?: (page: number) => string;
}

export function pageCount(total: number, limit: number = DEFAULT_PAGE_LIMIT): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** The page numbers to show: within PAGINATION_WINDOW of `page`, clamped to 1…pages. */
export function visiblePages(page: number, pages: number): number[] {
  const first = Math.max(1, page - PAGINATION_WINDOW);
  const last = Math.min(pages, page + PAGINATION_WINDOW);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}

/**
 * Page links for every public list (docs/product-spec.md §9): previous, the pages within 8 either side of the current, next.
 * Hidden when everything fits on one page (total no more than the limit).
 */
export function Pagination({ total, page, limit = DEFAULT_PAGE_LIMIT, hrefForPage }: PaginationProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (total <= limit) return null;
  const pages = pageCount(total, limit);
  const current = Math.min(Math.max(1, page), pages);
  const href =
    hrefForPage ??
    ((target: number) => {
      const params = new URLSearchParams(search);
      if (target === 1) params.delete('page');
      else params.set('page', String(target));
      const query = params.toString();
      return query ? `${pathname}?${query}` : pathname;
    });

  return (
    <nav className="pp-pagination" aria-label={t('pagination.label')}>
      <ul>
        <li>
          {current > 1 ? (
            <Link className="pp-pagination__step" to={href(current - 1)} rel="prev">
              {t('pagination.previous')}
            </Link>
          ) : (
            <span className="pp-pagination__step" aria-disabled="true">
              {t('pagination.previous')}
            </span>
          )}
        </li>
        {visiblePages(current, pages).map((target) => (
          <li key={target}>
            <Link
              className="pp-pagination__page"
              to={href(target)}
              aria-current={target === current ? 'page' : undefined}
              aria-label={t('pagination.page', { page: target })}
            >
              {target}
            </Link>
          </li>
        ))}
        <li>
          {current < pages ? (
            <Link className="pp-pagination__step" to={href(current + 1)} rel="next">
              {t('pagination.next')}
            </Link>
          ) : (
            <span className="pp-pagination__step" aria-disabled="true">
              {t('pagination.next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
