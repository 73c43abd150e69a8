import { afterEach, describe, expect, it } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n } from '../i18n/i18n';
import { usersResource } from '../resources/users';
import { RecordForm } from './RecordForm';
import { useRecordRoute } from './record-route';

/**
 * The users form, the engine's record form with text, e-mail, select, password, image and yes/no fields. Nothing here
 * reaches the API: the form's own rules refuse the values first, and leaving is decided before any request.
 */
function UsersScreen() {
  return useRecordRoute().view === 'new' ? (
    <RecordForm resource={usersResource} record={undefined} mode="new" prefill={{}} />
  ) : (
    <p>The list</p>
  );
}

function renderNewUser() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        {/* The list the user came from, then the new record's form. */}
        <MemoryRouter initialEntries={['/admin/users', '/admin/users?action=new']} initialIndex={1}>
          <UsersScreen />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

function field(name: string): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${name}`) });
}

describe('RecordForm', () => {
  afterEach(cleanup);

  it('starts a new record from the resource definition', () => {
    renderNewUser();
    expect(screen.getByRole('heading', { name: 'New record' })).not.toBeNull();
    expect(field('Name').value).toBe('');
    expect(field('Email').value).toBe('');
    expect(screen.getByRole('button', { name: 'Save' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it("shows the rules' messages, translated, on their fields", async () => {
    renderNewUser();
    await userEvent.type(field('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in the field')).not.toBeNull();
    expect(screen.getByText('Not valid format')).not.toBeNull();
    expect(screen.getByText('Use at least 10 characters')).not.toBeNull();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('leaves an untouched form without asking', async () => {
    renderNewUser();
    await userEvent.click(screen.getByRole('button', { name: 'Exit' }));
    expect(screen.getByText('The list')).not.toBeNull();
  });

  it('asks before leaving once something is typed', async () => {
    renderNewUser();
    await userEvent.type(field('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Exit' }));
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('The list')).not.toBeNull();
  });
});
