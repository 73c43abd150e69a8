import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './support/chromium.js';

export default defineConfig({
  testDir: './tests',
  // Files run side by side in two workers (CI has two cores), each worker with its own product server
  // (support/fixtures.ts); tests of one file run in order unless the file says otherwise (public-crawl.spec.ts).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: CHROMIUM_FLAGS,
    },
  },
});
