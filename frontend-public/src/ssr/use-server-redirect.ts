import { useContext } from 'react';
import { ServerRenderContext } from './server-render-context';

/**
 * Makes a server render answer a permanent redirect to `to` (a path and query), for a page that moves to its
 * canonical path; the browser, which gets there with <Navigate>, never sees it.
 */
export function useServerRedirect(to: string | undefined): void {
  const server = useContext(ServerRenderContext);
  if (server && to !== undefined) server.redirect = to;
}
