import { expect, type Page } from '@playwright/test';

/** The page fits its viewport's width: nothing makes it scroll sideways (a table may scroll inside its own box). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
