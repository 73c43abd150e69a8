import type { Schemas } from '@parcelpilot/api-client';
import { apiClient } from '../api/api-client';

export type PublicConfig = Schemas['PublicConfigDto'];

const NO_ADS: PublicConfig = { adClientId: null, adNetworkOrigins: [] };

let config: Promise<PublicConfig> | undefined;

/**
 * GET /api/public-config, once per visit. Pages wait for it (it is asked for while their code loads), so an ad slot
 * is either there with its size from the first paint or not at all. A failure means no ads.
 */
export function loadPublicConfig(): Promise<PublicConfig> {
  config ??= apiClient.GET('/api/public-config').then(
    ({ data }) => data ?? NO_ADS,
    (error: unknown) => {
      console.error('The public configuration could not be loaded; no ads are shown.', error);
      return NO_ADS;
    },
  );
  return config;
}
