import { expect, test } from '../support/fixtures.js';
import { waitForHydration } from '../support/hydration.js';
import { pauseClockAhead } from '../support/clock.js';

test.describe('find carrier by tracking number', () => {
  test('the detection table lists carrier, format and example, paged', async ({ page }) => {
    await page.goto('/find-carrier-by-tracking-number');
    await waitForHydration(page); // the interaction needs React's handlers
    const table = page.getByTestId('formats-table');
    await expect(table.getByRole('columnheader')).toHaveText(['Carrier', 'Format', 'Example']);
    await expect(table.getByRole('row').nth(1)).toContainText('UPS');
    await expect(table.getByRole('row').nth(1)).toContainText('UPS 1Z');
    await expect(table.getByRole('row').nth(1)).toContainText('1Z5R89390357567127');
    await expect(table.getByRole('row')).toHaveCount(21);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(table.getByRole('row').nth(1)).not.toContainText('UPS 1Z');
  });

  test('the field detects the carrier as you type, once the typing stops', async ({ page }) => {
    const detectCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/tracking/detect') detectCalls.push(url.searchParams.get('number') ?? '');
    });
    // The page's timers run on Playwright's clock, so the 300 ms wait after the last key is measured in the page's
    // time, not in how fast this host delivers keys: a slow host let typing pauses through (CI of 2026-11-28).
    await page.clock.install();
    await page.goto('/find-carrier-by-tracking-number');
    await waitForHydration(page); // the interaction needs React's handlers
    await pauseClockAhead(page);
    const field = page.getByLabel('Tracking number to check');
    const result = page.getByTestId('detector-result');
    // A pause shorter than the wait, then the rest of the number: the wait starts again at every key.
    await field.pressSequentially('1Z5R8939');
    await page.clock.runFor(250);
    await field.pressSequentially('0357567127');
    await page.clock.runFor(299);
    await page.clock.runFor(1);
    await expect(result).toContainText('UPS');
    await expect(result).toContainText('Check digit valid');
    await expect(result.getByRole('link', { name: 'Track 1Z5R89390357567127' })).toHaveAttribute(
      'href',
      '/track/1Z5R89390357567127',
    );
    // Debounced: one request, for the whole number, once the typing stopped for 300 ms.
    expect(detectCalls).toEqual(['1Z5R89390357567127']);
    await page.clock.resume();

    await field.fill('112-1234567-1234567');
    await expect(result).toContainText('You are probably trying to track Amazon ORDER number');

    await field.fill('#1001');
    await expect(result).toContainText('You are probably trying to track Shopify store ORDER number');

    await field.fill('1Z/5');
    await expect(result).toContainText('Tracking number may contain only letters, digits, spaces, dashes and dots.');

    // eBay's 2-5-5 layout is read from the dashes as typed.
    await field.fill('12-34567-89012');
    await expect(result).toContainText('You are probably trying to track eBay ORDER number');

    // Spaces, dots and lower case are ignored; a LaserShip number of the LA form is OnTrac's now.
    await field.fill('la 3100.8265');
    await expect(result).toContainText('OnTrac (LaserShip)');

    // A wrong check digit is no carrier at all.
    await field.fill('1Z5R89390357567128');
    await expect(result).toContainText('No carrier format matches this number.');

    // Two carriers can own a number: both are listed, ranked.
    await field.fill('331434972567');
    await expect(result.getByRole('listitem')).toHaveText([/^Purolator/, /^DHL Paket/]);
  });

  test('the table is in the server HTML: complete without JavaScript, in the page language', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/de/find-carrier-by-tracking-number?page=2');
    const table = page.getByTestId('formats-table');
    await expect(table.getByRole('columnheader')).toHaveText(['Paketdienst', 'Nummernformat', 'Beispiel']);
    await expect(table.getByRole('row')).toHaveCount(21);
    await expect(table).toContainText('Zeichen');
    await expect(table).toContainText(/mit Prüfziffer|ohne Prüfziffer/);
    // The page links to the next page of the table as a plain link.
    await page.getByRole('navigation', { name: 'Seiten' }).getByRole('link', { name: 'Seite 3' }).click();
    await expect(page).toHaveURL(/\?page=3$/);
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await context.close();
  });

  test('every family of issue 19 is in the table with an example', async ({ page }) => {
    const carriers = new Set<string>();
    for (let pageNumber = 1; pageNumber <= 10; pageNumber += 1) {
      await page.goto(`/find-carrier-by-tracking-number?page=${pageNumber}`);
      const rows = page.getByTestId('formats-table').getByRole('row');
      await expect(rows.nth(1)).toBeVisible();
      for (const row of (await rows.all()).slice(1)) {
        const cells = row.getByRole('cell');
        carriers.add((await cells.nth(0).innerText()).trim());
        await expect(cells.nth(2).locator('code')).not.toBeEmpty();
      }
      if (!(await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).count())) break;
    }
    for (const family of [
      'UPS',
      'FedEx',
      'USPS',
      'DHL Express',
      'DHL Paket',
      'DHL eCommerce',
      'Amazon Logistics',
      'OnTrac (LaserShip)',
      'Old Dominion Freight Line',
      'Canpar Express',
      'Landmark Global',
      'Spee-Dee Delivery',
      'Yodel',
      'GOFO Express',
      'Purolator',
      'Canada Post',
      'Cainiao',
      '4PX',
      'Yanwen',
      'SF Express',
      'J&T Express',
      'DPD',
      'GLS',
      'Evri',
      'PostNL',
      'Colissimo',
      'Correos',
      'Poste Italiane',
      'InPost',
      'Parcelforce Worldwide',
    ]) {
      expect(carriers).toContain(family);
    }
  });
});
