import { Box, CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { i18n } from './i18n/i18n';
import { AdminLayout } from './layout/AdminLayout';
import { AiAssistantPage } from './pages/AiAssistantPage';
import { DashboardPage } from './pages/DashboardPage';
import { ResourcePage } from './pages/ResourcePage';
import { SignInAgainDialog } from './session/SignInAgainDialog';
import { adminTheme } from './theme';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A failed load shows its error with a Retry button at once rather than after silent retries.
      queries: { retry: false, staleTime: 10_000 },
    },
  });
}

/** The back-office, exposed as `admin_app/app` and rendered by the shell under /admin. */
export default function AdminApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={adminTheme}>
          <CssBaseline />
          <Box data-testid="admin-app">
            <Routes>
              {/* A path (not a pathless layout) makes relative links resolve against /admin rather than the full URL. */}
              <Route path="/" element={<AdminLayout />}>
                <Route index element={<DashboardPage />} />
                <Route path="ai-assistant" element={<AiAssistantPage />} />
                <Route path="*" element={<ResourcePage />} />
              </Route>
            </Routes>
            <SignInAgainDialog />
          </Box>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
