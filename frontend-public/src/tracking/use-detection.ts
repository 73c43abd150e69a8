import { startTransition, useEffect, useState } from 'react';
import { detectCarrier, InvalidTrackingNumberError } from './tracking-api';
import type { Detection } from './tracking-status';

export type DetectionState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; detection: Detection }
  | { status: 'invalid'; message: string }
  | { status: 'error' };

/**
 * GET /api/tracking/detect: the instant carrier hint from the number's format. With `delayMs` it waits until the
 * number has stopped changing for that long (detect as you type).
 */
export function useDetection(number: string, delayMs = 0): DetectionState {
  // A number given from the start shows its loading state from the first render (the server's too), so the hint's
  // place is kept and nothing moves when the detection starts.
  const [state, setState] = useState<DetectionState>(() =>
    number.trim() === '' ? { status: 'idle' } : { status: 'loading' },
  );

  useEffect(() => {
    if (number.trim() === '') {
      setState({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      detectCarrier(number, controller.signal).then(
        // Not urgent: React renders the hint in slices between the browser's own work.
        (detection) => startTransition(() => setState({ status: 'ready', detection })),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof InvalidTrackingNumberError)
            return setState({ status: 'invalid', message: error.message });
          console.error(`Detecting the carrier of ${number} failed.`, error);
          setState({ status: 'error' });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [number, delayMs]);

  return state;
}
