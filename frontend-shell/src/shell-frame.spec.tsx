import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RemoteFrame } from './federation/RemoteFrame';
import { announceSessionChange } from '@parcelpilot/contracts';
import { ShellFrame } from './shell-frame';

function Crashing(): never {
  throw new Error('the remote broke while rendering');
}

function frameAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ShellFrame
        publicApp={
          <RemoteFrame name="public_app" retry={() => undefined}>
            <p>public site</p>
          </RemoteFrame>
        }
        admin={<p>back office</p>}
      />
    </MemoryRouter>,
  );
}

function announce(name: string | null) {
  const user = name === null ? null : { _id: 'u1', image: null, name, role: 'admin' as const };
  act(() => announceSessionChange({ isAuthorised: user !== null, user }));
}

describe('ShellFrame', () => {
  afterEach(cleanup);

  it.each([
    ['/admin', 'back office'],
    ['/admin/carriers?action=new', 'back office'],
    ['/', 'public site'],
    ['/couriers', 'public site'],
    ['/de/couriers', 'public site'],
    ['/administration', 'public site'],
  ])('gives %s to the right remote', (path, shown) => {
    frameAt(path);
    expect(screen.getByText(shown)).not.toBeNull();
    expect(screen.queryByText(shown === 'public site' ? 'back office' : 'public site')).toBeNull();
  });

  it('shows the top bar only to a signed-in user', () => {
    announce(null);
    frameAt('/');
    expect(screen.queryByTestId('shell-top-bar')).toBeNull();
    announce('Ada');
    expect(screen.getByTestId('shell-top-bar')).not.toBeNull();
    announce(null);
    expect(screen.queryByTestId('shell-top-bar')).toBeNull();
  });

  it("speaks the path's language in a remote's fallback", () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/de/couriers']}>
        <ShellFrame
          publicApp={
            <RemoteFrame name="public_app" retry={() => undefined}>
              <Crashing />
            </RemoteFrame>
          }
          admin={null}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Dieser Teil der Website konnte nicht geladen werden.');
    expect(screen.getByRole('button').textContent).toBe('Erneut versuchen');
    consoleError.mockRestore();
  });
});
