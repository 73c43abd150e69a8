import { use, useContext } from 'react';
import { useLocation } from 'react-router';
import type { RemoteData, RemoteLoader } from '../data/use-remote-data';
import { isFirstLocation } from '../layout/first-location';
import { preloadedData } from './hydration-data';
import { ServerRenderContext } from './server-render-context';

/**
 * The state a remote-data view starts in. On the server it is the loaded data (the render waits for it); in the
 * browser, on the page the visit started at, it is what the server rendered with, so hydration sees the same markup
 * and nothing is fetched twice. Undefined otherwise: the view loads its data itself.
 */
export function usePreloadedData<T>(key: string, load: RemoteLoader<T>): RemoteData<T> | undefined {
  const server = useContext(ServerRenderContext);
  const { key: locationKey } = useLocation();
  if (server) return use(server.load(key, load)) as RemoteData<T>;
  return isFirstLocation(locationKey) ? preloadedData<T>(key) : undefined;
}
