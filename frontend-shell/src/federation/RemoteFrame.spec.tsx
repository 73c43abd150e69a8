import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { use } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { remoteErrorPlugin } from './remote-error.plugin';
import { RemoteFallback } from './RemoteFallback';
import { RemoteFrame } from './RemoteFrame';

function Crashing(): never {
  throw new Error('the remote broke while rendering');
}

/** A remote whose code never arrives: the frame shows its loading state meanwhile. */
const never = new Promise<never>(() => undefined);
function Pending() {
  use(never);
  return null;
}

function frame(attempt: number, retry: () => void, child: React.ReactNode) {
  return (
    <I18nextProvider i18n={i18n}>
      <RemoteFrame name="public_app" attempt={attempt} retry={retry}>
        {child}
      </RemoteFrame>
    </I18nextProvider>
  );
}

describe('RemoteFrame', () => {
  let consoleError: jest.Spied<typeof console.error>;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    consoleError.mockRestore();
  });

  it('shows the remote once it renders', () => {
    render(frame(0, () => undefined, <p>public site</p>));
    expect(screen.getByText('public site')).not.toBeNull();
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
  });

  it('shows the loading state while the remote suspends', () => {
    render(frame(0, () => undefined, <Pending />));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('replaces a remote that throws with the fallback, logs why, and its Retry asks for a new attempt', async () => {
    const retry = jest.fn();
    render(frame(0, retry, <Crashing />));
    expect(screen.getByRole('alert').textContent).toContain('This part of the site could not be loaded.');
    expect(consoleError).toHaveBeenCalledWith('Remote public_app failed.', expect.any(Error), expect.any(String));

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('clears the failure on a new attempt, and keeps it while the attempt is the same', () => {
    const view = render(frame(0, () => undefined, <Crashing />));
    view.rerender(frame(0, () => undefined, <p>public site</p>));
    expect(screen.getByTestId('remote-fallback')).not.toBeNull();

    view.rerender(frame(1, () => undefined, <p>public site</p>));
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
    expect(screen.getByText('public site')).not.toBeNull();
  });
});

describe('remoteErrorPlugin', () => {
  const plugin = remoteErrorPlugin();
  const errorLoadRemote = plugin.errorLoadRemote as (args: {
    id: string;
    error: unknown;
    lifecycle: string;
  }) => unknown;

  it('resolves a remote that failed to load to the fallback screen', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('manifest 404');
    expect(errorLoadRemote({ id: 'admin_app/app', error, lifecycle: 'onLoad' })).toEqual({ default: RemoteFallback });
    expect(consoleError).toHaveBeenCalledWith('Remote module admin_app/app could not be loaded.', error);
    consoleError.mockRestore();
  });

  it.each(['beforeRequest', 'afterResolve', 'beforeLoadShare'])(
    'leaves a failure in %s to the runtime, which reports it again as onLoad',
    (lifecycle) => {
      expect(errorLoadRemote({ id: 'admin_app/app', error: new Error('x'), lifecycle })).toBeUndefined();
    },
  );
});
