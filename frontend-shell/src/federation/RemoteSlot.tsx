import { lazy, useCallback, useState } from 'react';
import type { RemoteName } from '@parcelpilot/contracts';
import { loadRemoteApp } from './remote-registry';
import { RemoteFrame } from './RemoteFrame';

export interface RemoteSlotProps {
  name: RemoteName;
}

/** React.lazy keeps its first result for good, so every attempt needs a new lazy component. */
function lazyRemoteApp(name: RemoteName) {
  return lazy(() => loadRemoteApp(name));
}

/** Mounts one remote's root component, loaded at run time, in its frame (loading state, fallback that can retry). */
export function RemoteSlot({ name }: RemoteSlotProps) {
  const [load, setLoad] = useState(() => ({ attempt: 0, RemoteApp: lazyRemoteApp(name) }));
  const retry = useCallback(
    () => setLoad(({ attempt }) => ({ attempt: attempt + 1, RemoteApp: lazyRemoteApp(name) })),
    [name],
  );
  const { attempt, RemoteApp } = load;
  return (
    <RemoteFrame name={name} attempt={attempt} retry={retry}>
      <RemoteApp />
    </RemoteFrame>
  );
}
