import { useContext } from 'react';
import { type PageHead, ServerRenderContext } from './server-render-context';

/**
 * Records part of the page's head tags during a server render (the server writes them into the HTML); parts left
 * undefined keep what another component recorded. The browser keeps its own tab title (use-document-title.ts), so
 * this does nothing there.
 */
export function usePageHead(part: PageHead): void {
  const server = useContext(ServerRenderContext);
  if (!server) return;
  const defined = Object.entries(part).filter(([, value]) => value !== undefined);
  Object.assign(server.head, Object.fromEntries(defined) as PageHead);
}
