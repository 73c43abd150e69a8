import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

const COURIER = '/couriers/usps';

/** Console errors and warnings and uncaught errors of a page (a hydration mismatch shows up as one of them). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

test.describe('server-rendered public pages', () => {
  test('the content is in the HTML: a browser without JavaScript shows the courier page', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(COURIER);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: /USPS/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'About USPS' })).toBeVisible();
    await expect(page).toHaveTitle(/USPS.* · ParcelPilot$/);
    // The public remote's styles come with the HTML, so the page is laid out before any script runs.
    await expect(page.locator('main.pp-container')).toHaveCSS('max-width', '1024px');
    await context.close();
  });

  test('the browser hydrates the server markup: same nodes, no errors, no second data request', async ({ page }) => {
    const problems = collectProblems(page);
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/public/carriers/usps')) dataRequests.push(request.url());
    });
    // Hold the shell's first request for the remotes until the server's heading is marked, so the mark is surely
    // taken before React hydrates.
    let releaseRemotes!: () => void;
    const remotesHeld = new Promise<void>((resolve) => (releaseRemotes = resolve));
    await page.route('**/remotes.json', async (route) => {
      await remotesHeld;
      await route.continue();
    });

    await page.goto(COURIER, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      (window as unknown as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
    });
    releaseRemotes();
    await page.waitForLoadState('networkidle');

    // Hydrated: the search form is React's now (client-side navigation), and the heading is the server's element.
    expect(
      await page.evaluate(() => {
        const { serverHeading } = window as unknown as { serverHeading?: Element | null };
        return serverHeading?.isConnected === true && serverHeading === document.querySelector('h1');
      }),
    ).toBe(true);
    await page.getByRole('link', { name: 'Couriers', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Couriers' })).toBeVisible();
    expect(dataRequests).toEqual([]);
    expect(problems).toEqual([]);
  });

  for (const path of [
    '/',
    '/couriers',
    '/shops',
    '/t/help-center',
    '/shipping-time-calculator',
    '/de/couriers',
    '/es/shops',
    '/ru',
    '/ru/t/faq',
  ]) {
    test(`${path} hydrates its server markup without errors, also on reload`, async ({ page }) => {
      const problems = collectProblems(page);
      const response = await page.goto(path);
      expect(await response?.text()).toContain('<h1');
      const serverHeading = await page.locator('h1').first().elementHandle();
      await page.waitForLoadState('networkidle');
      expect(await serverHeading?.evaluate((heading) => heading.isConnected)).toBe(true);
      // A reload finds the language's strings in the cache: hydration must not throw the server's markup away then
      // either (React #422 after a conditional `use`).
      await page.reload();
      const reloadedHeading = await page.locator('h1').first().elementHandle();
      await page.waitForLoadState('networkidle');
      expect(await reloadedHeading?.evaluate((heading) => heading.isConnected)).toBe(true);
      expect(problems).toEqual([]);
    });
  }

  test('an unknown courier answers 404 with the not-found page, which hydrates without errors', async ({ page }) => {
    const problems = collectProblems(page);
    const response = await page.goto('/couriers/no-such-courier');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The 404 answer itself is reported by Chromium as a failed resource; anything else is a real problem.
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
  });
});
