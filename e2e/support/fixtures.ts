import { test as base, expect } from '@playwright/test';
import { startProductServer, type ProductServer } from './product-server.js';

/** One product server per worker, started from the build like `npm start`; `page` uses it as baseURL. */
export const test = base.extend<{ baseURL: string }, { server: ProductServer }>({
  server: [
    async ({}, use) => {
      const server = await startProductServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseUrl);
  },
});

export { expect };
