import type { Schemas } from '@parcelpilot/api-client';
import { apiClient } from '../api/api-client';
import { dataOf } from '../api/api-result';
import { useRemoteData, type RemoteData } from '../data/use-remote-data';

export type CarrierFormat = Schemas['CarrierFormatDto'];

const FORMATS_KEY = '/api/tracking/formats';

async function listCarrierFormats(signal: AbortSignal): Promise<CarrierFormat[]> {
  return dataOf(await apiClient.GET('/api/tracking/formats', { signal }));
}

/**
 * GET /api/tracking/formats: every tracking-number format the detection knows, with `retry` after a failure. The
 * server renders the page with them, so the table is complete without JavaScript.
 */
export function useCarrierFormats(): { state: RemoteData<CarrierFormat[]>; retry: () => void } {
  return useRemoteData(FORMATS_KEY, listCarrierFormats);
}
