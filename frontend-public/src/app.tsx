import { I18nextProvider } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { i18n } from './i18n/i18n';
import { PublicLayout } from './layout/PublicLayout';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { TrackPage } from './pages/TrackPage';
import './public.css';

/** The public site, exposed as `public_app/app` and rendered by the shell for every path outside /admin. */
export default function PublicApp() {
  return (
    <I18nextProvider i18n={i18n}>
      <div className="pp-app" data-testid="public-app">
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={<HomePage />} />
            <Route path="track/:code" element={<TrackPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </div>
    </I18nextProvider>
  );
}
