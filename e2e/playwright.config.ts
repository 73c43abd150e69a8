import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './support/chromium.js';

export default defineConfig({
  testDir: './tests',
  // The data directory every product server copies (migrated, reference data written): one migration a run.
  globalSetup: './support/global-setup.ts',
  // One worker: two (each with its own product server, support/fixtures.ts) are not yet shown green on the 2-core CI
  // machine; tests of one file run in order unless the file says otherwise (public-crawl.spec.ts, one test a language).
  fullyParallel: false,
  workers: 1,
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
