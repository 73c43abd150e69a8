import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { NotFoundError } from '../api/api-result';

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
 * (typically its URL), so the loader may be a new function on every render.
 */
export function useRemoteData<T>(
  key: string,
  load: RemoteLoader<T>,
  { keepPrevious = false }: RemoteDataOptions = {},
): { state: RemoteData<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });
  const runLoad = useEffectEvent(load);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) =>
      keepPrevious && previous.status === 'ready' ? { ...previous, refreshing: true } : { status: 'loading' },
    );
    runLoad(controller.signal).then(
      (data) => setState({ status: 'ready', data, refreshing: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof NotFoundError) return setState({ status: 'not-found' });
        console.error(`Loading ${key} failed.`, error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [key, attempt, keepPrevious]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
