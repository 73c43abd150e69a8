import { pathWithoutLanguage } from '@parcelpilot/languages';
import { Suspense } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Outlet, useLocation } from 'react-router';
import { TrackingSearchForm } from '../tracking/TrackingSearchForm';
import { rememberFirstLocation } from './first-location';
import { PageLoading } from './PageLoading';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** No search box here (docs/product-spec.md §2), and none on the pages whose main content is the search form itself. */
const PATHS_WITHOUT_SEARCH = new Set(['/', '/track', '/contacts', '/auth', '/auth/signout', '/404.html']);

/** A courier's and a shop's page have their own search box, which names the carrier or the shop. */
const PAGES_WITH_OWN_SEARCH = /^\/(couriers|shops)\/[^/]+$/;

function showsSearch(pathname: string): boolean {
  const path = pathWithoutLanguage(pathname).replace(/(.)\/+$/, '$1');
  return !PATHS_WITHOUT_SEARCH.has(path) && !PAGES_WITH_OWN_SEARCH.test(path);
}

/** Header, optional search box, page content and footer shared by every public page. */
export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname, key } = useLocation();
  rememberFirstLocation(key);
  const showSearch = showsSearch(pathname);
  return (
    <>
      <a className="pp-skip-link" href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <SiteHeader />
      {showSearch && (
        <div className="pp-search-bar">
          <div className="pp-container">
            <TrackingSearchForm variant="compact" />
          </div>
        </div>
      )}
      <main id="main-content" className="pp-main pp-container" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
