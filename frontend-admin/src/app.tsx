import { Box, CssBaseline, ThemeProvider } from '@mui/material';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { i18n } from './i18n/i18n';
import { adminSections } from './layout/admin-sections';
import { AdminLayout } from './layout/AdminLayout';
import { ComingSoonPage } from './pages/ComingSoonPage';
import { DashboardPage } from './pages/DashboardPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { adminTheme } from './theme';

/** The back-office, exposed as `admin_app/app` and rendered by the shell under /admin. */
export default function AdminApp() {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={adminTheme}>
        <CssBaseline />
        <Box data-testid="admin-app">
          <Routes>
            {/* A path (not a pathless layout) makes relative links resolve against /admin rather than the full URL. */}
            <Route path="/" element={<AdminLayout />}>
              <Route index element={<DashboardPage />} />
              {adminSections
                .filter(({ path }) => path !== '')
                .map(({ path, titleKey }) => (
                  <Route key={path} path={path} element={<ComingSoonPage titleKey={titleKey} />} />
                ))}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </Box>
      </ThemeProvider>
    </I18nextProvider>
  );
}
