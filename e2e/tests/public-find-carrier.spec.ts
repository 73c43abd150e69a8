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
    await expect(result).toContainText('Tracking number may contain only letters, digits, spaces and dashes.');
  });
});
