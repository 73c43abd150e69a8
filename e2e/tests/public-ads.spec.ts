import { expect, test } from '../support/fixtures.js';
import { waitForHydration } from '../support/hydration.js';
import { startProductServer } from '../support/product-server.js';

const AD_ORIGIN = 'https://pagead2.googlesyndication.com';

test.describe('ad slots', () => {
  test('without an ad client id no slot is rendered and no ad script loads', async ({ page }) => {
    const adRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(AD_ORIGIN)) adRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Track your parcel' })).toBeVisible();
    await page.goto('/track/1Z5R89390357567127');
    await expect(page.getByTestId('tracking-result')).toBeVisible();
    await expect(page.locator('[data-testid^="ad-slot-"]')).toHaveCount(0);
    await expect(page.locator('ins.adsbygoogle')).toHaveCount(0);
    expect(adRequests).toEqual([]);
  });

  test('with an ad client id each slot reserves its size from the first paint and loads the tag once', async ({
    browser,
  }) => {
    const server = await startProductServer({ AD_CLIENT_ID: 'ca-pub-1234567890', AD_NETWORK_ORIGINS: AD_ORIGIN });
    const page = await browser.newPage({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
    const adScripts: string[] = [];
    try {
      await page.route(`${AD_ORIGIN}/**`, (route) => {
        adScripts.push(route.request().url());
        return route.fulfill({ contentType: 'text/javascript', body: '' });
      });
      await page.goto('/');
      await waitForHydration(page);
      const home = page.getByTestId('ad-slot-home');
      await expect(home).toBeVisible();
      expect((await home.boundingBox())?.height).toBe(116);
      await expect(home.locator('ins.adsbygoogle')).toHaveAttribute('data-ad-client', 'ca-pub-1234567890');
      // The slot was there with its size when the page first rendered: what follows it does not move.
      const banner = page.getByRole('region', { name: 'Popular couriers' });
      const before = (await banner.boundingBox())?.y;
      await page.waitForTimeout(500);
      expect((await banner.boundingBox())?.y).toBe(before);

      await page.getByRole('searchbox', { name: 'Tracking number' }).fill('LZ473829165CN');
      await page.getByRole('button', { name: 'Track', exact: true }).click();
      await expect(page.getByTestId('tracking-result')).toBeVisible();
      expect((await page.getByTestId('ad-slot-result').boundingBox())?.height).toBe(266);
      expect((await page.getByTestId('ad-slot-sidebar').boundingBox())?.height).toBe(616);
      expect(adScripts).toEqual([`${AD_ORIGIN}/pagead/js/adsbygoogle.js?client=ca-pub-1234567890`]);
    } finally {
      await page.close();
      await server.stop();
    }
  });
});
