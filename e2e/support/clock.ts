import type { Page } from '@playwright/test';

/** Tries of `pauseClockAhead`; the margin doubles at each (1, 2, 4 and 8 s by default). */
const PAUSE_ATTEMPTS = 4;

/**
 * Stops the page's clock (installed with `page.clock.install()`) a little ahead of the page's own time, so that a test
 * then moves time on only with `runFor`. The page's time runs on while the page's time is read and the pause is sent;
 * on a busy host more than the margin can pass in between (seen in CI: "Cannot fast-forward to the past"), so it reads
 * the time again and tries again with twice the margin, up to PAUSE_ATTEMPTS times.
 */
export async function pauseClockAhead(page: Page, marginMs = 1_000): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + marginMs * 2 ** (attempt - 1));
      return;
    } catch (error) {
      if (attempt >= PAUSE_ATTEMPTS || !/fast-forward to the past/.test(String(error))) throw error;
    }
  }
}
