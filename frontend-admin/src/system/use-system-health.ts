import type { Schemas } from '@parcelpilot/api-client';
import { useCallback, useEffect, useState } from 'react';
import { apiClient } from '../api/api-client';

export type SystemHealth = Schemas['HealthResponseDto'];

export type SystemHealthState = { status: 'loading' } | { status: 'ready'; health: SystemHealth } | { status: 'error' };

/** GET /api/health, with a retry that reloads it. */
export function useSystemHealth(): { state: SystemHealthState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SystemHealthState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchSystemHealth(controller.signal).then(
      (health) => setState({ status: 'ready', health }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('The system status could not be loaded.', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}

async function fetchSystemHealth(signal: AbortSignal): Promise<SystemHealth> {
  const { data, error, response } = await apiClient.GET('/api/health', { signal });
  // A 503 carries the same body (the API is up, a dependency is down): the card shows it rather than an error.
  const health: unknown = data ?? error;
  if (!isSystemHealth(health)) throw new Error(`GET /api/health answered HTTP ${response.status}`);
  return health;
}

function isSystemHealth(value: unknown): value is SystemHealth {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'db' in value &&
    'redis' in value &&
    'version' in value &&
    typeof value.version === 'string'
  );
}
