import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '@parcelpilot/contracts';
import { yieldToBrowser } from '../scheduling/yield-to-browser';

/** Each remote the shell mounts exposes one `./app` whose default export is its root component. */
export interface RemoteAppModule {
  default: ComponentType;
}

interface RemoteEntry {
  name: string;
  entry: string;
}

/** Deployment configuration read at run time, so one shell build serves every environment. */
const remotesUrl = '/remotes.json';

let registration: Promise<void> | undefined;

/** Fetches /remotes.json once and registers its remotes; after a failure the next call tries again. */
export function registerRemotesFromServer(): Promise<void> {
  registration ??= fetchRemoteEntries().then(
    (remotes) => registerRemotes(remotes),
    (error: unknown) => {
      registration = undefined;
      throw error;
    },
  );
  return registration;
}

export async function loadRemoteApp(name: RemoteName): Promise<RemoteAppModule> {
  await registerRemotesFromServer();
  await yieldToBrowser();
  const module = await loadRemote<RemoteAppModule>(`${name}/app`);
  // The remote's modules ran in this task; React renders the app in the next.
  await yieldToBrowser();
  if (!module?.default) throw new Error(`Remote ${name} has no default export in ./app`);
  return module;
}

async function fetchRemoteEntries(): Promise<RemoteEntry[]> {
  const response = await fetch(remotesUrl, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${remotesUrl} answered HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isRemotesDocument(body)) throw new Error(`${remotesUrl} is not {"remotes":[{"name":…,"entry":…}]}`);
  return body.remotes;
}

function isRemotesDocument(value: unknown): value is { remotes: RemoteEntry[] } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'remotes' in value &&
    Array.isArray(value.remotes) &&
    value.remotes.every(isRemoteEntry)
  );
}

function isRemoteEntry(value: unknown): value is RemoteEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    typeof value.name === 'string' &&
    'entry' in value &&
    typeof value.entry === 'string'
  );
}
