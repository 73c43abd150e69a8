import type { Schemas } from '@parcelpilot/api-client';
import { useCallback, useEffect, useState } from 'react';
import { apiClient } from '../api/api-client';

export type CarrierFormat = Schemas['CarrierFormatDto'];

export type CarrierFormatsState =
  { status: 'loading' } | { status: 'ready'; formats: CarrierFormat[] } | { status: 'error' };

/** GET /api/tracking/formats: every tracking-number format the detection knows, with `retry` after a failure. */
export function useCarrierFormats(): { state: CarrierFormatsState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CarrierFormatsState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    apiClient.GET('/api/tracking/formats', { signal: controller.signal }).then(
      ({ data, response }) => {
        if (data) return setState({ status: 'ready', formats: data });
        console.error(`GET /api/tracking/formats answered HTTP ${response.status}`);
        setState({ status: 'error' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('The carrier formats could not be loaded.', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
