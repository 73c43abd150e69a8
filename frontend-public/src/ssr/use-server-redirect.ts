import { useContext } from 'react';
import { ServerRenderContext } from './server-render-context';

/**
 * Makes a server render answer a redirect to `to` (a path and query) instead of the page: permanent for a page that
 * moves to its canonical path, temporary for a form's answer. The browser, which gets there with <Navigate>, never
 * sees it.
 */
export function useServerRedirect(to: string | undefined, { permanent }: { permanent: boolean }): void {
  const server = useContext(ServerRenderContext);
  if (server && to !== undefined) server.redirect = { to, permanent };
}
