import { PRELOADED_DATA_ID } from '@parcelpilot/contracts';
import type { RemoteData } from '../data/use-remote-data';
import { decodePreloadedData } from './preloaded-data-json';
import type { PreloadedData } from './server-render-context';

let preloaded: PreloadedData | undefined;

/** The data the server rendered the first page with (empty when the page was not rendered on the server). */
export function preloadedData<T>(key: string): RemoteData<T> | undefined {
  preloaded ??= readPreloadedData();
  return preloaded[key] as RemoteData<T> | undefined;
}

function readPreloadedData(): PreloadedData {
  const script = typeof document === 'undefined' ? null : document.getElementById(PRELOADED_DATA_ID);
  if (!script?.textContent) return {};
  try {
    return decodePreloadedData(script.textContent);
  } catch (error) {
    console.error('The page data written by the server is not JSON; the page loads it again.', error);
    return {};
  }
}
