import { expect, test } from '../support/fixtures.js';
import { waitForHydration } from '../support/hydration.js';

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
    await page.goto('/find-carrier-by-tracking-number');
    await waitForHydration(page); // the interaction needs React's handlers
    const field = page.getByLabel('Tracking number to check');
    await field.pressSequentially('1Z5R89390357567127', { delay: 20 });
    const result = page.getByTestId('detector-result');
    await expect(result).toContainText('UPS');
    await expect(result).toContainText('Check digit valid');
    await expect(result.getByRole('link', { name: 'Track 1Z5R89390357567127' })).toHaveAttribute(
      'href',
      '/track/1Z5R89390357567127',
    );
    // Debounced: not one request per key (a very slow machine may let one pause through).
    expect(detectCalls.at(-1)).toBe('1Z5R89390357567127');
    expect(detectCalls.length).toBeLessThanOrEqual(2);

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
