import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteFallback } from './RemoteFallback';
import type { RemoteAppModule } from './remote-registry';

/**
 * A remote whose manifest, entry script or exposed module cannot be loaded resolves to the fallback screen instead of
 * rejecting, so it never blanks the page and never touches the other remote's slot.
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'parcelpilot-remote-error',
    errorLoadRemote({ id, error, lifecycle }) {
      // Failures in earlier lifecycles are re-thrown into loadRemote, which reports them here again as `onLoad`.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Remote module ${id} could not be loaded.`, error);
      const fallback: RemoteAppModule = { default: RemoteFallback };
      return fallback;
    },
  };
}
