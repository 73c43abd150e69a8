import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { waitForHydration } from '../support/hydration.js';
import { expectNoSidewaysScroll } from '../support/page-checks.js';
import { expect, test } from '../support/seeded-fixtures.js';
import { staffChangeHeaders } from '../support/staff-api.js';

test.describe('courier directory', () => {
  test('the directory searches by name, filters international couriers and pages', async ({ page, request }) => {
    // Every seeded carrier is listed: the count is the public API's total, which the seed data sets.
    const listed = await request.get('/api/public/carriers');
    expect(listed.ok()).toBe(true);
    const seeded = ((await listed.json()) as { total: number }).total;
    expect(seeded).toBeGreaterThan(300);
    await page.goto('/couriers');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Couriers' })).toBeVisible();
    await expect(page.getByTestId('list-count')).toHaveText(`${seeded} couriers`);
    const cards = page.getByTestId('carrier-card');
    await expect(cards).toHaveCount(20);

    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/couriers\?page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('checkbox', { name: 'Ships internationally' }).check();
    await expect(page).toHaveURL(/\/couriers\?international=1$/);
    // The count changes once the filtered list has loaded.
    await expect(page.getByTestId('list-count')).not.toHaveText(`${seeded} couriers`);
    const internationalCount = Number((await page.getByTestId('list-count').textContent())?.match(/\d+/)?.[0]);
    expect(internationalCount).toBeGreaterThan(20);
    expect(internationalCount).toBeLessThan(seeded);
    for (const card of await cards.all()) await expect(card.getByTestId('international-badge')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Courier name' }).fill('china');
    await expect(page).toHaveURL(/\/couriers\?q=china&international=1$|\/couriers\?international=1&q=china$/);
    await expect(cards.getByRole('heading', { name: 'China Post', exact: true })).toHaveCount(1);
    for (const card of await cards.all()) await expect(card).toContainText(/china/i);

    await page.getByRole('searchbox', { name: 'Courier name' }).fill('no such courier');
    await expect(page.getByTestId('empty-state')).toContainText('No courier matches your search');
    await page.getByRole('link', { name: 'Show all couriers' }).click();
    await expect(page).toHaveURL(/\/couriers$/);
    await expect(page.getByRole('searchbox', { name: 'Courier name' })).toHaveValue('');
    await expect(page.getByTestId('list-count')).toHaveText(`${seeded} couriers`);
  });

  test('a courier page shows logo, services, contacts, routes and the FAQ', async ({ page }) => {
    await page.goto('/couriers?q=China%20Post');
    await waitForHydration(page);
    await page.getByTestId('carrier-card').getByRole('link', { name: 'China Post', exact: true }).click();
    await expect(page).toHaveURL(/\/couriers\/china-post$/);
    const profile = page.getByTestId('courier-page');
    await expect(profile.getByRole('heading', { level: 1, name: 'China Post Tracking' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      'Home',
      'Couriers',
      'China Post Tracking',
    ]);
    await expect(profile.getByRole('img', { name: 'China Post logo' })).toHaveJSProperty('complete', true);
    await expect(profile.getByTestId('international-badge').first()).toBeVisible();
    await expect(profile.getByText('State-owned national postal operator of mainland China').first()).toBeVisible();

    const services = page.getByTestId('carrier-services');
    await expect(services.getByRole('row', { name: /ePacket/ })).toContainText('7–20 business days');
    await expect(services.getByRole('link', { name: 'Track the example number LZ473829165CN' })).toHaveAttribute(
      'href',
      '/track/LZ473829165CN',
    );
    await expect(page.getByTestId('courier-contacts')).toContainText('11185');
    await expect(
      page.getByTestId('courier-contacts').getByRole('link', { name: 'www.chinapost.com.cn' }),
    ).toBeVisible();

    const faq = page.getByTestId('carrier-faq');
    await expect(faq.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await expect(faq.getByText('Where do I find my tracking number?')).toBeVisible();

    const routes = page.getByTestId('carrier-top-routes').getByRole('link');
    await expect(routes.first()).toBeVisible();
    await expect(page.getByRole('link', { name: /China → United States/ })).toHaveAttribute(
      'href',
      '/china-post-shipping-time-from-cn-to-us',
    );
  });

  test('a carrier with its own FAQ shows it, its rich answers sanitised', async ({ page }) => {
    const headers = await staffChangeHeaders(page.request);
    const list = await page.request.get(`/api/carriers?filter=${encodeURIComponent(JSON.stringify({ code: 'usps' }))}`);
    const [usps] = (await list.json()).records;
    const saved = await page.request.put(`/api/carriers/${usps._id}`, {
      data: {
        faqModuleArray: [
          {
            question: 'How long does USPS keep a parcel at the post office?',
            answer: '<p>Usually <strong>15 days</strong>.</p><img src=x onerror="window.__hacked = true">',
          },
        ],
      },
      headers,
    });
    expect(saved.status()).toBe(200);

    await page.goto('/couriers/usps');
    const faq = page.getByTestId('carrier-faq');
    await expect(faq.getByRole('heading', { name: 'USPS: frequently asked questions' })).toBeVisible();
    await expect(faq.getByText('How long does USPS keep a parcel at the post office?')).toBeVisible();
    await expect(faq.locator('strong')).toHaveText('15 days');
    expect(await page.evaluate(() => (window as { __hacked?: boolean }).__hacked)).toBeUndefined();
  });

  test("the courier page's search box tracks a number", async ({ page }) => {
    await page.goto('/couriers/china-post');
    await waitForHydration(page);
    await expect(page.getByRole('searchbox')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'China Post tracking number' }).fill('LZ473829165CN');
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page).toHaveURL(/\/track\/LZ473829165CN$/);
    await expect(page.getByTestId('tracking-result')).toBeVisible();
  });

  test('an unknown courier shows the not-found page', async ({ page }) => {
    await page.goto('/couriers/no-such-courier');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('a failed load says so and tries again; a slow one shows a skeleton', async ({ page }) => {
    let failing = true;
    await page.route('**/api/public/carriers?**', async (route) => {
      if (failing) return route.abort();
      await new Promise((resolve) => setTimeout(resolve, 700));
      return route.continue();
    });
    // The server renders /couriers with its list: the browser loads it itself after a navigation inside the site.
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Couriers' }).click();
    await expect(page.getByTestId('load-error')).toContainText('The couriers could not be loaded');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('skeleton')).toBeVisible();
    await expect(page.getByTestId('carrier-card')).toHaveCount(20);
  });

  test('shops list and a shop page', async ({ page }) => {
    await page.goto('/shops');
    await waitForHydration(page);
    await expect(page.getByTestId('list-count')).toHaveText('42 shops');
    await expect(page.getByTestId('shop-list').getByRole('listitem')).toHaveCount(20);
    await page.getByRole('link', { name: 'ASOS', exact: true }).click();
    await expect(page).toHaveURL(/\/shops\/asos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ASOS order tracking' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Shops' }),
    ).toBeVisible();
    await page.goto('/shops/no-such-shop');
    await waitForHydration(page);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('shipping companies by country, the country pages and the national posts', async ({ page }) => {
    await page.goto('/shipping-companies');
    await waitForHydration(page);
    await page.getByRole('searchbox', { name: 'Find a country' }).fill('canada');
    await page.getByTestId('country-index').getByRole('link', { name: 'Canada' }).click();
    await expect(page).toHaveURL(/\/shipping-companies\/ca$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping companies in Canada' })).toBeVisible();
    await expect(
      page.getByTestId('carrier-card').getByRole('heading', { name: 'Canada Post', exact: true }),
    ).toHaveCount(1);

    for (const [path, title, carrier] of [
      ['/shipping-companies/gb', 'Shipping companies in United Kingdom', 'Royal Mail'],
      ['/china', 'Couriers and postal services in China', 'China Post'],
      ['/united-states', 'Couriers and postal services in United States', 'Amazon Logistics'],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId('carrier-card').getByRole('heading', { name: carrier, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /China → United States/ })).toHaveAttribute(
      'href',
      '/shipping-time-cn-to-us',
    );

    await page.goto('/shipping-companies/zz');
    await waitForHydration(page);
    await expect(page.getByTestId('not-found')).toBeVisible();

    await page.goto('/list-of-national-postal-services');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'List of national postal services' })).toBeVisible();
    await expect(page.getByTestId('carrier-card')).toHaveCount(20);
    for (const meta of await page.getByTestId('carrier-card').locator('.pp-carrier-card__meta').allTextContents()) {
      expect(meta).toContain('Postal service');
    }
  });
});

test.describe('content pages', () => {
  test('the help center lists its pages; an item opens its page at {list path}/{seo_url}', async ({ page }) => {
    await page.goto('/t/help-center');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
    const items = page.getByTestId('content-list').getByRole('listitem');
    await expect(items).toHaveCount(7);
    await items.getByRole('link', { name: 'What the tracking statuses mean' }).click();
    await expect(page).toHaveURL(/\/t\/help-center\/tracking-statuses-explained$/);
    const record = page.getByTestId('content-record');
    await expect(record.getByRole('heading', { level: 1, name: 'What the tracking statuses mean' })).toBeVisible();
    await expect(record.getByRole('heading', { level: 2, name: 'Out for Delivery' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Help center' }),
    ).toHaveAttribute('href', '/t/help-center');

    // A link inside the rich text moves within the app, without reloading the page.
    await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
    await record.getByRole('link', { name: 'No tracking information yet' }).click();
    await expect(page).toHaveURL(/\/t\/help-center\/no-tracking-information$/);
    await expect(page.getByRole('heading', { level: 1, name: 'No tracking information yet' })).toBeVisible();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test('articles and postal services list their records with previews of at most 300 characters', async ({ page }) => {
    for (const [path, first] of [
      ['/t/article', 'International postal tracking numbers (S10) explained'],
      ['/t/postal-services', 'What national postal services do'],
      ['/t/faq', 'Where do I find my tracking number?'],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      const items = page.getByTestId('content-list').getByRole('listitem');
      await expect(items.first()).toContainText(first);
      for (const preview of await page.locator('.pp-content-list__preview').allTextContents()) {
        expect(preview.length).toBeLessThanOrEqual(300);
      }
    }
    await page.getByRole('link', { name: 'Where do I find my tracking number?' }).click();
    await expect(page).toHaveURL(/\/t\/faq\/where-is-my-tracking-number$/);
    await page.goto('/t/postal-services/china-post');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Track a China Post parcel' })).toHaveAttribute(
      'href',
      '/couriers/china-post',
    );
    await page.goto('/t/help-center/no-such-page');
    await waitForHydration(page);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.goto('/t/no-such-category');
    await waitForHydration(page);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});

test.describe('directory pages at 360 px and 1280 px', () => {
  const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
    { path: '/couriers', ready: (page) => expect(page.getByTestId('carrier-card').first()).toBeVisible() },
    { path: '/couriers/china-post', ready: (page) => expect(page.getByTestId('carrier-faq')).toBeVisible() },
    { path: '/shops', ready: (page) => expect(page.getByTestId('shop-list')).toBeVisible() },
    { path: '/shipping-companies', ready: (page) => expect(page.getByTestId('country-index')).toBeVisible() },
    { path: '/china', ready: (page) => expect(page.getByTestId('carrier-card').first()).toBeVisible() },
    { path: '/t/help-center', ready: (page) => expect(page.getByTestId('content-list')).toBeVisible() },
    {
      path: '/t/help-center/how-parcel-tracking-works',
      ready: (page) => expect(page.getByTestId('content-record')).toBeVisible(),
    },
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
