import type { Page } from '@playwright/test';

/**
 * Stops the page's clock (installed with `page.clock.install()`) a little ahead of the page's own time, so that a test
 * then moves time on only with `runFor`. The page's time runs on while the page's time is read and the pause is sent;
 * on a busy host more than the margin can pass in between (seen in CI: "Cannot fast-forward to the past"), so it reads
 * the time again and tries once more, with a margin twice as long.
 */
export async function pauseClockAhead(page: Page, marginMs = 1_000, attempts = 4): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + marginMs * 2 ** (attempt - 1));
      return;
    } catch (error) {
      if (attempt >= attempts || !/fast-forward to the past/.test(String(error))) throw error;
    }
  }
}
