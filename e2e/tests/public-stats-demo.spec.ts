import { waitForHydration } from '../support/hydration.js';
import { expect, test } from '../support/fixtures.js';

/**
 * A fresh start (DEMO_DATA on, as outside production) writes the labelled demo history: the featured route shows
 * figures on day one, each labelled as demo data, with the forecast's measured accuracy.
 */
test.describe('route statistics on day one', () => {
  test('the featured route shows figures and says they come from demo data', async ({ page }) => {
    await page.goto('/shipping-time-cn-to-us');
    await waitForHydration(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Shipping time from China to United States' }),
    ).toBeVisible();
    await expect(page.getByTestId('not-enough-data')).toHaveCount(0);
    await expect(page.getByTestId('figure-median')).toHaveText(/^[\d.]+ days$/);
    await expect(page.getByTestId('figure-sample')).toContainText(/Based on [\d,]+ finished shipments/);
    await expect(page.getByTestId('demo-data-note').first()).toHaveText(
      'Demo data: these figures come from generated example shipments.',
    );
    await expect(page.getByTestId('forecast-accuracy')).toHaveText(
      /^Our 80% delivery window held for \d+% of the [\d,]+ parcels delivered in the last 90 days \(the 95% window for \d+%\)\.$/,
    );
  });

  test('the demo parcel in transit gets a delivery forecast from its lane', async ({ page }) => {
    await page.goto('/track/LZ473829165CN');
    const forecast = page.getByTestId('delivery-forecast');
    await expect(forecast).toBeVisible();
    await expect(page.getByTestId('delivery-forecast-windows')).toHaveText(
      /^Not delivered by day 11: 80% of such parcels arrive by day \d+ \(.+\), 95% by day \d+ \(.+\)\.$/,
    );
    await expect(forecast.getByTestId('demo-data-note')).toBeVisible();
  });
});
