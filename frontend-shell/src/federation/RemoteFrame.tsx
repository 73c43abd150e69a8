import { Suspense, type ReactNode } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoading } from './RemoteLoading';
import type { RemoteName } from '@parcelpilot/contracts';
import { RemoteRetryContext } from './remote-retry-context';

export interface RemoteFrameProps {
  name: RemoteName;
  /** A new attempt remounts the boundary, which clears a failure. */
  attempt?: number;
  /** Starts a fresh load of the remote (the fallback's retry button); reloads the page when not given. */
  retry?: () => void;
  /** The remote's root component. */
  children: ReactNode;
}

/**
 * What is around a remote's root: its loading state and the fallback that can retry. The browser puts the remote's
 * lazily loaded app in it (RemoteSlot); the public site's server render puts the app itself in it
 * (frontend-public/server/server-entry.tsx), so both render the same tree and the server's markup hydrates.
 */
export function RemoteFrame({ name, attempt = 0, retry = reloadPage, children }: RemoteFrameProps) {
  return (
    <RemoteRetryContext value={retry}>
      <RemoteErrorBoundary key={attempt} remote={name}>
        <Suspense fallback={<RemoteLoading />}>{children}</Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext>
  );
}

function reloadPage(): void {
  window.location.reload();
}
