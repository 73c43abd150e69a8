import { startTransition, useCallback, useEffect, useState } from 'react';
import { InvalidTrackingNumberError, lookupTracking } from './tracking-api';
import type { TrackingResult } from './tracking-status';

export type TrackingLookupState =
  | { status: 'loading' }
  | { status: 'ready'; result: TrackingResult }
  | { status: 'invalid'; message: string }
  | { status: 'error' };

/** GET /api/tracking/{code} (it may take seconds while carriers are asked), with `retry` to track it again. */
export function useTrackingLookup(code: string): { state: TrackingLookupState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TrackingLookupState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    lookupTracking(code, controller.signal).then(
      // A result is a large render: as a transition React renders it in slices instead of one long task.
      (result) => startTransition(() => setState({ status: 'ready', result })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof InvalidTrackingNumberError) return setState({ status: 'invalid', message: error.message });
        console.error(`Tracking ${code} failed.`, error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [code, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
