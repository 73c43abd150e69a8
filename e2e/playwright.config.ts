import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './support/chromium.js';

export default defineConfig({
  testDir: './tests',
  // The data directory every product server copies (migrated, reference data written): one migration a run.
  globalSetup: './support/global-setup.ts',
  // Two workers by default (E2E_WORKERS overrides), each with its own product server (support/fixtures.ts): a product
  // server renders on one core. History on the 2-core machine: on a slower host two passed twice (1,140 s at load
  // average 10-21 against 1,498 s for one worker; 678 s quiet against 828 s) and failed once at load 20 (a test that
  // starts its own server ran out of its 60 s, and the crawl got 503 for three pages); on a faster host (2026-11-27) two
  // passed twice more, 447 and 472 s against 540-563 s for one. Tests of one file run in order unless the file says
  // otherwise (public-crawl.spec.ts, one test a language).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A test's whole budget. On the slow host of 2026-11-28 several back-office tests took 35-48 s with two workers
  // (one walk of every section 126 s), against 10-20 s on a faster one: 60 s left too little room.
  timeout: 120_000,
  // How long an assertion waits for the page to get there. Playwright's 5 s is too short for a back-office page's
  // first load on a slow 2-core CI host with two workers: seen on 2026-11-28, the dashboard's six cards and the
  // carrier form still showed "Loading ..." 2-3 s after their API answers had arrived (the browser and GPU processes
  // of Debian's Chromium run at nice -8 beside two product servers), while the same tests passed alone. A wait only
  // lasts this long when the page is late; what the assertions check is unchanged.
  expect: { timeout: 15_000 },
  use: {
    browserName: 'chromium',
    // A failed test keeps its trace with a DOM snapshot of every action, but no screenshots: taking them (a screencast
    // of every frame) cost a quarter of the run's CPU on the 2-core host (2026-11-28, admin-engine.spec.ts alone:
    // 208 CPU-s and 123 s with screenshots, 150 CPU-s and 97 s without, 142 CPU-s and 93 s with no trace at all).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromiumPath,
      args: CHROMIUM_FLAGS,
    },
  },
});
