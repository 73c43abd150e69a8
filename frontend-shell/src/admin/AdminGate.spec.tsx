import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18n } from '../i18n/i18n';
import { announceSessionChange } from '@parcelpilot/contracts';
import { AdminGate } from './AdminGate';

function announce(name: string | null) {
  const user = name === null ? null : { _id: 'u1', image: null, name, role: 'admin' as const };
  act(() => announceSessionChange({ isAuthorised: user !== null, user }));
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

describe('AdminGate', () => {
  afterEach(cleanup);

  // The session store is the module's: this test runs first, before any session is announced.
  it('shows the loading state until the session is known', () => {
    render(
      <MemoryRouter initialEntries={['/admin']}>
        <I18nextProvider i18n={i18n}>
          <AdminGate />
        </I18nextProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('sends a visitor who is not signed in to the sign-in page, which brings them back', () => {
    announce(null);
    render(
      <MemoryRouter initialEntries={['/admin/carriers?action=edit&_id=7#top']}>
        <I18nextProvider i18n={i18n}>
          <Routes>
            <Route path="/admin/*" element={<AdminGate />} />
            <Route path="/auth" element={<Where />} />
          </Routes>
        </I18nextProvider>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where').textContent).toBe(
      `/auth?next=${encodeURIComponent('/admin/carriers?action=edit&_id=7#top')}`,
    );
  });
});
