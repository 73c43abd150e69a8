import { test as base, expect } from '@playwright/test';
import { startProductServer, type ProductServer } from './product-server.js';
import { staffEnv } from './staff-account.js';

/**
 * One product server per worker, started from the build like `npm start` with a known admin (support/staff-account.ts);
 * `page` uses it as baseURL.
 */
export const test = base.extend<{ baseURL: string }, { server: ProductServer }>({
  server: [
    async ({}, use) => {
      const server = await startProductServer(staffEnv);
      await use(server);
      await server.stop();
    },
    // Starting writes the first admin and the demo data, which can take a minute on a busy machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseUrl);
  },
});

export { expect };
