import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { NotFoundError } from '../api/api-result';
import { usePreloadedData } from '../ssr/use-preloaded-data';

/**
 * What a page knows about the data it asked for. `refreshing` is set while the next data (another page of a list, a
 * new search) loads over the data already shown, so a list does not flash a skeleton on every change.
 */
export type RemoteData<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T; refreshing: boolean }
  | { status: 'not-found' }
  | { status: 'error' };

export type RemoteLoader<T> = (signal: AbortSignal) => Promise<T>;

export interface RemoteDataOptions {
  /** Keep showing the previous data while the next loads (lists); a detail page starts again from loading. */
  keepPrevious?: boolean;
}

/**
 * Runs `load` whenever `key` changes, and on `retry`, aborting the request it replaces. `key` names the request
 * (typically its URL), so the loader may be a new function on every render. Data the server rendered the page with
 * is used as it is, without loading it again (ssr/use-preloaded-data.ts).
 */
export function useRemoteData<T>(
  key: string,
  load: RemoteLoader<T>,
  { keepPrevious = false }: RemoteDataOptions = {},
): { state: RemoteData<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const preloaded = usePreloadedData(key, load);
  const [state, setState] = useState<RemoteData<T>>(preloaded ?? { status: 'loading' });
  // Only the first run may skip loading: coming back to the preloaded key later (a filter set, then cleared) loads.
  const preloadedFirst = useRef(preloaded !== undefined);
  const runLoad = useEffectEvent(load);

  useEffect(() => {
    if (preloadedFirst.current) {
      preloadedFirst.current = false;
      return;
    }
    const controller = new AbortController();
    setState((previous) =>
      keepPrevious && previous.status === 'ready' ? { ...previous, refreshing: true } : { status: 'loading' },
    );
    runLoad(controller.signal).then(
      (data) => setState({ status: 'ready', data, refreshing: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (!(error instanceof NotFoundError)) console.error(`Loading ${key} failed.`, error);
        setState(failedState(error));
      },
    );
    return () => controller.abort();
  }, [key, attempt, keepPrevious]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}

/** The state a failed load leaves: the not-found page for a record the API does not know, else the error notice. */
export function failedState(error: unknown): RemoteData<never> {
  return error instanceof NotFoundError ? { status: 'not-found' } : { status: 'error' };
}
