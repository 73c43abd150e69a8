import { useRemoteData } from '../data/use-remote-data';
import { detectCarrier, InvalidTrackingNumberError } from './tracking-api';
import type { Detection } from './tracking-status';
import type { DetectionState } from './use-detection';

/**
 * The detected carriers of a result page's number (and their tracking pages), loaded with the page, the server's render
 * included: the carriers and the links to their own sites are there before, and without, the browser's JavaScript.
 */
export function useResultDetection(code: string): DetectionState {
  const { state } = useRemoteData(
    `/api/tracking/detect?number=${encodeURIComponent(code)}`,
    (signal): Promise<Detection> =>
      detectCarrier(code, signal).catch((error: unknown) => {
        // The page checks the number as the API does; should they ever disagree, no carrier matches it.
        if (error instanceof InvalidTrackingNumberError) return { number: code, candidates: [], orderNumber: null };
        throw error;
      }),
  );
  switch (state.status) {
    case 'ready':
      return { status: 'ready', detection: state.data };
    case 'loading':
      return { status: 'loading' };
    case 'not-found':
    case 'error':
      return { status: 'error' };
  }
}
