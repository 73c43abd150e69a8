import { test as base, expect } from '@playwright/test';
import type { ProductServer } from './product-server.js';
import { startSeededProductServer } from './seeded-product-server.js';
import { staffEnv } from './staff-account.js';

/**
 * Like fixtures.ts, but the product server starts on a data directory with 3000 finished demo shipments, so the
 * shipping-time pages and the day-N line have figures. Its own fixture set, so these tests run in their own worker.
 */
export const test = base.extend<{ baseURL: string }, { seededServer: ProductServer }>({
  seededServer: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startSeededProductServer(staffEnv);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ seededServer }, use) => {
    await use(seededServer.baseUrl);
  },
});

export { expect };
