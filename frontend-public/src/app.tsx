import { lazy } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { loadPublicConfig } from './ads/public-config';
import { i18n } from './i18n/i18n';
import { PublicLayout } from './layout/PublicLayout';
import { HomePage } from './pages/HomePage';
import './public.css';

// The home page is in this chunk; every other page is its own chunk, loaded when visited (size budget: the JavaScript
// of / stays under 170 KB gzip).
const TrackFormPage = lazy(() => import('./pages/TrackFormPage'));
const TrackResultPage = lazy(() => import('./pages/TrackResultPage'));
const MyTrackingListPage = lazy(() => import('./pages/MyTrackingListPage'));
const FindCarrierPage = lazy(() => import('./pages/FindCarrierPage'));
const SignInPage = lazy(() => import('./pages/SignInPage'));
const SignOutPage = lazy(() => import('./pages/SignOutPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

// Ad slots wait for it; ask while the page's code loads.
void loadPublicConfig();

/** The public site, exposed as `public_app/app` and rendered by the shell for every path outside /admin. */
export default function PublicApp() {
  return (
    <I18nextProvider i18n={i18n}>
      <div className="pp-app" data-testid="public-app">
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={<HomePage />} />
            <Route path="track" element={<TrackFormPage />} />
            <Route path="track/:code" element={<TrackResultPage />} />
            <Route path="my-tracking-list" element={<MyTrackingListPage />} />
            <Route path="find-carrier-by-tracking-number" element={<FindCarrierPage />} />
            <Route path="auth" element={<SignInPage />} />
            <Route path="auth/signout" element={<SignOutPage />} />
            <Route path="404.html" element={<NotFoundPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </div>
    </I18nextProvider>
  );
}
