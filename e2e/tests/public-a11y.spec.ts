import type { Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration.js';
import { seriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { savedEntry, writeSavedCodesCookie } from '../support/saved-codes-cookie.js';

const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: (page) => expect(page.getByTestId('recent-codes')).toBeVisible() },
  { path: '/track/LZ473829165CN', ready: (page) => expect(page.getByTestId('tracking-result')).toBeVisible() },
  { path: '/track/ABCDEF123', ready: (page) => expect(page.getByTestId('no-information')).toBeVisible() },
  {
    path: '/track?codes=1Z5R89390357567127,ABCDEF123',
    ready: (page) => expect(page.getByTestId('batch-progress')).toHaveText('All 2 numbers tracked'),
  },
  { path: '/my-tracking-list', ready: (page) => expect(page.getByTestId('tracking-card').first()).toBeVisible() },
  {
    path: '/find-carrier-by-tracking-number',
    ready: (page) => expect(page.getByTestId('formats-table')).toBeVisible(),
  },
  { path: '/auth', ready: (page) => expect(page.getByLabel('Email')).toBeVisible() },
  { path: '/no/such/page', ready: (page) => expect(page.getByTestId('not-found')).toBeVisible() },
];

test.describe('accessibility (axe-core)', () => {
  for (const width of [1280, 360]) {
    for (const { path, ready } of PAGES) {
      test(`${path} at ${width} px has no serious or critical violation`, async ({ page, context, baseURL }) => {
        await writeSavedCodesCookie(context, baseURL, [
          savedEntry('1Z5R89390357567127', {
            status: 'delivered',
            carriers: [{ name: 'UPS', code: 'ups' }],
            name: 'Shoes',
          }),
          savedEntry('LZ473829165CN', { status: 'in transit' }),
        ]);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await ready(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test('the result page with the mobile menu open has no serious or critical violation', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/track/3318810025');
    await waitForHydration(page);
    await expect(page.getByTestId('tracking-result')).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
