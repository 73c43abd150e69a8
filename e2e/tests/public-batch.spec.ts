import { expect, test } from '../support/fixtures.js';
import { waitForHydration } from '../support/hydration.js';
import { readSavedCodesCookie } from '../support/saved-codes-cookie.js';

const NUMBERS = ['1Z5R89390357567127', 'LZ473829165CN', '3318810025', '986578788855', 'RB123456785GB', 'ABCDEF123'];

test.describe('several numbers at once', () => {
  test('pasted numbers are tracked together, with progress and a card each', async ({ page, context }) => {
    const batchRequests: string[][] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/tracking/batch', async (route) => {
      const { codes } = route.request().postDataJSON() as { codes: string[] };
      batchRequests.push(codes);
      // The request with the unknown number waits, so the progress can be seen part-way.
      if (codes.includes('ABCDEF123')) await held;
      await route.continue();
    });
    await page.goto('/');
    await waitForHydration(page); // the interaction needs React's handlers
    const input = page.getByRole('searchbox', { name: 'Tracking number' });
    await input.focus();
    // An input drops line breaks; the form keeps a pasted column as a comma-separated list.
    await input.evaluate((element, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, NUMBERS.join('\n'));
    await expect(input).toHaveValue(NUMBERS.join(', '));
    await page.getByRole('button', { name: 'Track', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/track\\?codes=${NUMBERS.join(',')}$`));
    await expect(page.getByRole('heading', { name: '6 tracking numbers' })).toBeVisible();
    await expect(page.getByTestId('batch-progress')).toHaveText('5 of 6 tracked…');
    await expect(page.getByRole('progressbar', { name: 'Tracking progress' })).toHaveAttribute('value', '5');
    release();
    await expect(page.getByTestId('batch-progress')).toHaveText('All 6 numbers tracked');
    await expect(page.getByRole('progressbar', { name: 'Tracking progress' })).toHaveAttribute('value', '6');

    const cards = page.getByTestId('tracking-card');
    await expect(cards).toHaveCount(6);
    const expected = ['Delivered', 'In Transit', 'Out for Delivery', 'Delivery Fail', 'Delivered', 'Not Found'];
    for (const [index, badge] of expected.entries()) {
      await expect(cards.nth(index).getByTestId('status-badge')).toHaveText(badge);
      await expect(cards.nth(index).getByRole('link', { name: `Track ${NUMBERS[index]} again` })).toBeVisible();
    }
    expect(batchRequests.flat().sort()).toEqual([...NUMBERS].sort());
    expect(batchRequests.every((codes) => codes.length <= 40)).toBe(true);

    const { list } = await readSavedCodesCookie(context);
    expect((list as { code: string; status: unknown }[]).map(({ code }) => code)).toEqual(NUMBERS);
  });

  test('numbers separated by commas or spaces work too, and more than 40 are refused', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const input = page.getByRole('searchbox', { name: 'Tracking number' });
    await input.fill('1Z5R89390357567127 LZ473829165CN,3318810025');
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page.getByTestId('tracking-card')).toHaveCount(3);
    await expect(page.getByTestId('batch-progress')).toHaveText('All 3 numbers tracked');

    await page.goto('/');
    await waitForHydration(page);
    await input.fill(Array.from({ length: 41 }, (_, index) => `RB${String(index).padStart(9, '0')}GB`).join(','));
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Track at most 40 numbers at once.');
    await expect(page).toHaveURL(/\/$/);
  });
});
