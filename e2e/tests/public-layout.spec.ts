import { expect, test } from '../support/fixtures.js';
import { waitForHydration } from '../support/hydration.js';

const NAV_LINKS = [
  ['USPS', '/couriers/usps'],
  ['UPS', '/couriers/ups'],
  ['FedEx', '/couriers/fedex'],
  ['DHL', '/couriers/dhl'],
  ['Couriers', '/couriers'],
  ['Shipping time', '/shipping-time-calculator'],
  ['Help', '/t/help-center'],
] as const;

test.describe('public layout', () => {
  test('header, top navigation, search box, page title, breadcrumbs and footer', async ({ page }) => {
    await page.goto('/my-tracking-list');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'ParcelPilot home' })).toHaveAttribute('href', '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of NAV_LINKS) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Tracking number' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'My tracking list' })).toBeVisible();
    await expect(page).toHaveTitle('My tracking list · ParcelPilot');
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumbs.getByText('My tracking list')).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Find carrier by tracking number' }),
    ).toBeVisible();
  });

  test('home: the banner links five carriers and the text explains couriers and order numbers', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Popular couriers' });
    const links = banner.getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(5);
    await expect(links.first()).toHaveAttribute('href', '/couriers/usps');
    await expect(page.getByText('connects to hundreds of postal services and courier companies')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'An order number is not a tracking number' })).toBeVisible();
  });

  for (const path of ['/contacts', '/auth', '/404.html']) {
    test(`the search box is hidden on ${path}`, async ({ page }) => {
      await page.goto('/my-tracking-list');
      await waitForHydration(page);
      await expect(page.getByRole('searchbox', { name: 'Tracking number' })).toBeVisible();
      // A client-side navigation, so this holds whatever the server answers for the path itself.
      await page.evaluate((target) => {
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page).toHaveURL(new RegExp(`${path.replace('.', '\\.')}$`));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('My tracking list');
      await expect(page.getByRole('searchbox', { name: 'Tracking number' })).toHaveCount(0);
    });
  }

  test('on a 360 px screen the navigation is a dropdown menu', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/track/1Z5R89390357567127');
    await waitForHydration(page);
    await expect(page.getByTestId('tracking-result')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Couriers' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const [name] of NAV_LINKS) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Couriers' })).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await nav.getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/t\/help-center$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    for (const path of [
      '/',
      '/track/LZ473829165CN',
      '/my-tracking-list',
      '/find-carrier-by-tracking-number',
      '/auth',
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });

  test('/404.html shows the not-found page (served with status 404)', async ({ page }) => {
    const response = await page.goto('/404.html');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('unknown routes show the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await waitForHydration(page);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page).toHaveTitle('Page not found · ParcelPilot');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Track your parcel' })).toBeVisible();
  });
});
