import type { Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration.js';
import { seriousViolations } from '../support/axe.js';
import { expectNoSidewaysScroll } from '../support/page-checks.js';
import { expect, test } from '../support/seeded-fixtures.js';

/** The histogram's six bars, in order, each written out as a share and a count. */
async function expectHistogram(page: Page) {
  const histogram = page.getByTestId('histogram');
  await expect(histogram).toBeVisible();
  await expect(histogram.getByRole('listitem')).toHaveText([
    /^0–7 days\d+% [\d,]+ parcels?$/,
    /^8–15 days\d+% [\d,]+ parcels?$/,
    /^16–22 days\d+% [\d,]+ parcels?$/,
    /^23–30 days\d+% [\d,]+ parcels?$/,
    /^31–60 days\d+% [\d,]+ parcels?$/,
    /^Over 60 days<?\d+% [\d,]+ parcels?$/,
  ]);
}

test.describe('shipping-time statistics', () => {
  test('the calculator needs both countries, then opens the route page', async ({ page }) => {
    await page.goto('/shipping-time-calculator');
    await waitForHydration(page); // the interaction needs React's handlers
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping time calculator' })).toBeVisible();
    const calculate = page.getByRole('button', { name: 'Calculate' });

    await calculate.click();
    await expect(page.getByTestId('calculator-error')).toHaveText('Please, select Origin Country');
    await expect(page.getByLabel('Origin country')).toBeFocused();

    await page.getByLabel('Origin country').selectOption({ label: 'China' });
    await calculate.click();
    await expect(page.getByTestId('calculator-error')).toHaveText('Please, select Destination Country');
    await expect(page.getByLabel('Destination country')).toBeFocused();

    await page.getByLabel('Destination country').selectOption({ label: 'United States' });
    await calculate.click();
    await expect(page).toHaveURL(/\/shipping-time-cn-to-us$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Shipping time from China to United States' }),
    ).toBeVisible();
    await expectHistogram(page);
    await expect(page.getByTestId('figure-average')).toHaveText(/^[\d.]+ days$/);
    await expect(page.getByTestId('figure-median')).toHaveText(/^[\d.]+ days$/);
    await expect(page.getByTestId('figure-p90')).toHaveText(/^[\d.]+ days$/);
    await expect(page.getByTestId('figure-sample')).toContainText(/Based on [\d,]+ finished shipments/);
    await expect(page.getByTestId('figure-sample')).toContainText('Updated');
  });

  test('the route page compares every carrier in a table that sorts by each column', async ({ page }) => {
    await page.goto('/shipping-time-cn-to-us');
    await waitForHydration(page);
    const table = page.getByTestId('carrier-comparison');
    const rows = table.getByTestId('comparison-row');
    await expect(rows).toHaveCount(5);
    await expect(table.getByRole('columnheader', { name: 'Median' })).toHaveAttribute('aria-sort', 'ascending');
    const medians = async () => (await rows.locator('td:nth-of-type(1)').allTextContents()).map(Number);
    expect(await medians()).toEqual([...(await medians())].sort((a, b) => a - b));

    await table.getByRole('button', { name: 'Parcels' }).click();
    await expect(table.getByRole('columnheader', { name: 'Parcels' })).toHaveAttribute('aria-sort', 'descending');
    const parcels = async () => (await rows.locator('td:nth-of-type(5)').allTextContents()).map(Number);
    expect(await parcels()).toEqual([...(await parcels())].sort((a, b) => b - a));
    await table.getByRole('button', { name: 'Parcels' }).click();
    await expect(table.getByRole('columnheader', { name: 'Parcels' })).toHaveAttribute('aria-sort', 'ascending');
    expect(await parcels()).toEqual([...(await parcels())].sort((a, b) => a - b));

    await table.getByRole('button', { name: 'Carrier' }).click();
    const names = await rows.locator('th').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain('China Post');

    await rows.getByRole('link', { name: 'China Post' }).click();
    await expect(page).toHaveURL(/\/china-post-shipping-time-from-cn-to-us$/);
  });

  test('a carrier route page shows the figures, percentiles, sample, freshness and histogram', async ({ page }) => {
    await page.goto('/china-post-shipping-time-from-cn-to-us');
    await waitForHydration(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'China Post shipping time from China to United States' }),
    ).toBeVisible();
    for (const figure of ['average', 'median', 'p75', 'p90', 'p95']) {
      await expect(page.getByTestId(`figure-${figure}`)).toHaveText(/^[\d.]+ days$/);
    }
    await expect(page.getByTestId('figure-sample')).toContainText(/Based on [\d,]+ finished shipments/);
    await expectHistogram(page);
    await expect(page.getByRole('link', { name: 'Compare every carrier from China to United States' })).toHaveAttribute(
      'href',
      '/shipping-time-cn-to-us',
    );
    await page.getByRole('link', { name: 'China Post: services and contacts' }).click();
    await expect(page).toHaveURL(/\/couriers\/china-post$/);
    // And back through the courier page's top routes.
    await page
      .getByTestId('carrier-top-routes')
      .getByRole('link', { name: /China → United States/ })
      .click();
    await expect(page).toHaveURL(/\/china-post-shipping-time-from-cn-to-us$/);
    await expect(page.getByTestId('histogram')).toBeVisible();
  });

  test('routes without enough data say so instead of showing figures', async ({ page }) => {
    await page.goto('/ups-shipping-time-from-cn-to-us');
    await expect(
      page.getByRole('heading', { level: 1, name: 'UPS shipping time from China to United States' }),
    ).toBeVisible();
    await expect(page.getByTestId('not-enough-data')).toContainText('Not enough data yet');
    await expect(page.getByTestId('histogram')).toHaveCount(0);

    await page.goto('/shipping-time-is-to-mn');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping time from Iceland to Mongolia' })).toBeVisible();
    await expect(page.getByTestId('not-enough-data')).toContainText('We show figures from 10 finished shipments.');
    await expect(page.getByText('No carrier has delivered parcels on this route yet.')).toBeVisible();
  });

  test('the featured routes from China have their pages', async ({ page }) => {
    for (const [path, title] of [
      ['/shipping-time-cn-to-us', 'Shipping time from China to United States'],
      ['/shipping-time-cn-to-gb', 'Shipping time from China to United Kingdom'],
      ['/shipping-time-cn-to-fr', 'Shipping time from China to France'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId('histogram')).toBeVisible();
    }
  });

  test('other spellings move to the canonical path; unknown countries and carriers are not found', async ({ page }) => {
    await page.goto('/shipping-time-CN-to-US');
    await expect(page).toHaveURL(/\/shipping-time-cn-to-us$/);
    await expect(page.getByTestId('route-page')).toBeVisible();
    await page.goto('/China-Post-shipping-time-from-CN-to-US/');
    await expect(page).toHaveURL(/\/china-post-shipping-time-from-cn-to-us$/);
    for (const path of [
      '/shipping-time-xx-to-us',
      '/china-post-shipping-time-from-cn-to-zz',
      '/no-such-carrier-shipping-time-from-cn-to-us',
    ]) {
      await page.goto(path);
      await expect(page.getByTestId('not-found')).toBeVisible();
    }
  });
});

test.describe('tracking result with route statistics', () => {
  test('a parcel in transit says how many parcels on its route were delivered by its day in transit', async ({
    page,
  }) => {
    await page.goto('/track/LZ473829165CN');
    await expect(page.getByTestId('transit-progress')).toHaveText(
      /^Day (\d+) in transit: \d+% of parcels from China to United States with China Post were delivered by day \1\. See delivery times$/,
    );
    await expect(
      page.getByTestId('transit-progress').getByRole('link', { name: 'See delivery times' }),
    ).toHaveAttribute('href', '/china-post-shipping-time-from-cn-to-us');
  });

  test('the day-N line is hidden when the route has too few parcels', async ({ page }) => {
    await page.route('**/api/stats/routes/CN/US/china-post/progress?**', (route) =>
      route.fulfill({ json: { day: 11, share: null, delivered_shipments: 3, enough_data: false } }),
    );
    await page.goto('/track/LZ473829165CN');
    await expect(page.getByTestId('tracking-events')).toBeVisible();
    await expect(page.getByTestId('transit-progress')).toHaveCount(0);
  });

  test('when the carrier is not answering, the page says so and keeps the last known events', async ({ page }) => {
    await page.route('**/api/tracking/LZ473829165CN', async (route) => {
      const response = await route.fetch();
      const result = await response.json();
      await route.fulfill({
        response,
        json: { ...result, status: false, failure: 'ERROR', lookupState: 'not-answering' },
      });
    });
    await page.goto('/track/LZ473829165CN');
    await expect(page.getByTestId('carrier-not-answering')).toContainText('The carrier is not answering right now');
    await expect(page.getByTestId('carrier-not-answering')).toContainText('Showing the last known events');
    await expect(page.getByTestId('tracking-events').getByRole('listitem')).toHaveCount(5);
    await expect(page.getByTestId('tracking-result').getByTestId('status-badge')).toHaveText('In Transit');
    await expect(page.getByTestId('no-information')).toHaveCount(0);
  });

  test('when the carrier is not answering and nothing is stored, the page says so rather than "no information"', async ({
    page,
  }) => {
    await page.route('**/api/tracking/LZ473829165CN', async (route) => {
      const response = await route.fetch();
      const result = await response.json();
      await route.fulfill({
        response,
        json: { ...result, status: false, failure: 'ERROR', lookupState: 'not-answering', records: [] },
      });
    });
    await page.goto('/track/LZ473829165CN');
    await expect(page.getByTestId('carrier-not-answering')).toContainText('We could not get tracking information');
    await expect(page.getByTestId('no-information')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Track again' })).toBeVisible();
  });
});

test.describe('shipping-time pages at 360 px and 1280 px', () => {
  const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
    { path: '/shipping-time-calculator', ready: (page) => expect(page.getByTestId('route-links')).toBeVisible() },
    { path: '/shipping-time-cn-to-us', ready: (page) => expect(page.getByTestId('carrier-comparison')).toBeVisible() },
    {
      path: '/china-post-shipping-time-from-cn-to-us',
      ready: (page) => expect(page.getByTestId('histogram')).toBeVisible(),
    },
    { path: '/track/LZ473829165CN', ready: (page) => expect(page.getByTestId('transit-progress')).toBeVisible() },
  ];
  for (const width of [1280, 360]) {
    for (const { path, ready } of PAGES) {
      test(`${path} at ${width} px fits and has no serious or critical axe violation`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await ready(page);
        await expectNoSidewaysScroll(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
