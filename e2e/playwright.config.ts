import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './support/chromium.js';

export default defineConfig({
  testDir: './tests',
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
