import { registerPlugins } from '@module-federation/enhanced/runtime';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { remoteErrorPlugin } from './federation/remote-error.plugin';
import { registerRemotesFromServer } from './federation/remote-registry';
import { ShellRouter } from './router';
import { loadSession } from './session/session-store';
import './shell.css';

registerPlugins([remoteErrorPlugin()]);
// Start fetching /remotes.json while React renders; a failure shows up (and is retried) in the remote's slot.
registerRemotesFromServer().catch(() => undefined);
// The top bar and the /admin guard need the session; a failure shows up where it is needed.
void loadSession();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <ShellRouter />
  </StrictMode>
);

// A public page rendered on the server is hydrated: React keeps the server's markup while the remote's code loads.
// As a transition, hydration yields to the browser every few milliseconds instead of blocking it for the whole page.
if (container.hasChildNodes()) setTimeout(() => startTransition(() => void hydrateRoot(container, app)), 0);
else createRoot(container).render(app);
