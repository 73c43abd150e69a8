import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { i18n } from '../i18n/i18n';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

function Form({ dirty }: { dirty: boolean }) {
  const navigate = useNavigate();
  const { dialog, leaveWithoutAsking } = useUnsavedChangesGuard(dirty);
  return (
    <>
      <Link to="/list">To the list</Link>
      <button type="button" onClick={() => leaveWithoutAsking(() => void navigate('/list'))}>
        Save and leave
      </button>
      {dialog}
    </>
  );
}

function renderForm(dirty: boolean) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/form']}>
        <Routes>
          <Route path="/form" element={<Form dirty={dirty} />} />
          <Route path="/list" element={<p>The list</p>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

function beforeUnloadIsCancelled(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useUnsavedChangesGuard', () => {
  afterEach(cleanup);

  it('lets a clean form go without asking', async () => {
    renderForm(false);
    await userEvent.click(screen.getByRole('link', { name: 'To the list' }));
    expect(screen.getByText('The list')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('holds a navigation from a changed form, and Stay keeps the form', async () => {
    renderForm(true);
    await userEvent.click(screen.getByRole('link', { name: 'To the list' }));
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).not.toBeNull();
    expect(screen.queryByText('The list')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('The list')).toBeNull();
    expect(screen.getByRole('link', { name: 'To the list' })).not.toBeNull();
  });

  it('goes on to where the user was going on Leave', async () => {
    renderForm(true);
    await userEvent.click(screen.getByRole('link', { name: 'To the list' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('The list')).not.toBeNull();
  });

  it('does not ask after a save (leaveWithoutAsking)', async () => {
    renderForm(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save and leave' }));
    expect(screen.getByText('The list')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("asks the browser's own question on reload or close only while the form is changed", () => {
    const view = renderForm(true);
    expect(beforeUnloadIsCancelled()).toBe(true);
    view.unmount();
    expect(beforeUnloadIsCancelled()).toBe(false);
    renderForm(false);
    expect(beforeUnloadIsCancelled()).toBe(false);
  });
});
