import { useContext } from 'react';
import { ServerRenderContext } from './server-render-context';

/** Makes a server render answer HTTP 404: the not-found page calls it, so no unknown page is a soft 404. */
export function useNotFoundStatus(): void {
  const server = useContext(ServerRenderContext);
  if (server) server.notFound = true;
}
