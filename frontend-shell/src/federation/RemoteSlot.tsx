import { lazy, Suspense, useCallback, useState } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoading } from './RemoteLoading';
import { loadRemoteApp, type RemoteName } from './remote-registry';
import { RemoteRetryContext } from './remote-retry-context';

export interface RemoteSlotProps {
  name: RemoteName;
}

/** React.lazy keeps its first result for good, so every attempt needs a new lazy component. */
function lazyRemoteApp(name: RemoteName) {
  return lazy(() => loadRemoteApp(name));
}

/** Mounts one remote's root component, with a loading state and a fallback that can retry the load. */
export function RemoteSlot({ name }: RemoteSlotProps) {
  const [load, setLoad] = useState(() => ({ attempt: 0, RemoteApp: lazyRemoteApp(name) }));
  const retry = useCallback(
    () => setLoad(({ attempt }) => ({ attempt: attempt + 1, RemoteApp: lazyRemoteApp(name) })),
    [name],
  );
  const { attempt, RemoteApp } = load;
  return (
    <RemoteRetryContext value={retry}>
      <RemoteErrorBoundary key={attempt} remote={name}>
        <Suspense fallback={<RemoteLoading />}>
          <RemoteApp />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext>
  );
}
