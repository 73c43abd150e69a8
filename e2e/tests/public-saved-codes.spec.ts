import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { waitForHydration } from '../support/hydration.js';
import { readSavedCodesCookie, savedEntry, writeSavedCodesCookie } from '../support/saved-codes-cookie.js';

async function search(page: Page, text: string) {
  await waitForHydration(page);
  await page.getByRole('searchbox', { name: 'Tracking number' }).fill(text);
  await page.getByRole('button', { name: 'Track', exact: true }).click();
}

test.describe('saved tracking numbers', () => {
  test('a search adds the uppercased code to the front; home shows three and See All with the count', async ({
    page,
    context,
  }) => {
    const codes = ['1z5r89390357567127', 'lz473829165cn', '3318810025', 'rb123456785gb'];
    for (const code of codes) {
      await page.goto('/');
      await search(page, code);
      await expect(page.getByTestId('tracking-result')).toBeVisible();
    }
    // Searching a saved number again does not move or duplicate it.
    await page.goto('/');
    await search(page, 'LZ473829165CN');
    await expect(page.getByTestId('tracking-result')).toBeVisible();

    const { list } = await readSavedCodesCookie(context);
    expect((list as { code: string }[]).map(({ code }) => code)).toEqual([
      'RB123456785GB',
      '3318810025',
      'LZ473829165CN',
      '1Z5R89390357567127',
    ]);

    await page.goto('/');
    await waitForHydration(page);
    const recent = page.getByTestId('recent-codes');
    await expect(recent.getByRole('listitem')).toHaveCount(3);
    await expect(recent.getByRole('listitem').first()).toContainText('RB123456785GB');
    await expect(recent.getByRole('listitem').first()).toContainText('Delivered');
    await recent.getByRole('link', { name: 'See All (4)' }).click();
    await expect(page).toHaveURL(/\/my-tracking-list$/);
    await expect(page.getByTestId('tracking-card')).toHaveCount(4);
  });

  test('a lookup saves the status and the carriers', async ({ page, context }) => {
    await page.goto('/');
    await search(page, '986578788855');
    await expect(page.getByTestId('tracking-result').getByTestId('status-badge')).toHaveText('Delivery Fail');
    await expect
      .poll(async () => ((await readSavedCodesCookie(context)).list as unknown[])[0])
      .toMatchObject({
        code: '986578788855',
        status: 'delivery fail',
        carriers: [{ name: 'FedEx', code: 'fedex' }],
        name: '',
      });
    const [entry] = (await readSavedCodesCookie(context)).list as { date: unknown }[];
    expect(typeof entry?.date).toBe('number');
  });

  test('a legacy list of plain strings is reset to empty', async ({ page, context, baseURL }) => {
    await writeSavedCodesCookie(context, baseURL, ['1Z5R89390357567127', 'LZ473829165CN']);
    await page.goto('/');
    // The browser reads (and resets) the list when it takes over the server-rendered page.
    await waitForHydration(page);
    await expect(page.getByTestId('recent-codes')).toHaveCount(0);
    expect((await readSavedCodesCookie(context)).list).toEqual([]);

    await search(page, '3318810025');
    await expect(page.getByTestId('tracking-result')).toBeVisible();
    expect(((await readSavedCodesCookie(context)).list as { code: string }[]).map(({ code }) => code)).toEqual([
      '3318810025',
    ]);
  });

  test('the list keeps the 20 newest numbers and the cookie stays under 4 KB', async ({ page, context, baseURL }) => {
    const full = Array.from({ length: 20 }, (_, index) =>
      savedEntry(`LZ${String(index).padStart(9, '0')}CN`, { name: index % 2 === 0 ? 'Gift' : '' }),
    );
    await writeSavedCodesCookie(context, baseURL, full);
    await page.goto('/');
    await search(page, '1Z5R89390357567127');
    await expect(page.getByTestId('tracking-result')).toBeVisible();
    await expect
      .poll(async () => ((await readSavedCodesCookie(context)).list as { status: unknown }[])[0]?.status)
      .toBe('delivered');
    const { raw, list } = await readSavedCodesCookie(context);
    const codes = (list as { code: string }[]).map(({ code }) => code);
    expect(codes).toEqual(['1Z5R89390357567127', ...full.slice(0, 19).map(({ code }) => code)]);
    expect(`trackingCodes=${raw}`.length).toBeLessThan(4000);
  });
});

test.describe('my tracking list', () => {
  test('names, re-track links, remove one and clear all', async ({ page, context, baseURL }) => {
    await writeSavedCodesCookie(context, baseURL, [
      savedEntry('1Z5R89390357567127', { status: 'delivered', carriers: [{ name: 'UPS', code: 'ups' }] }),
      savedEntry('LZ473829165CN', { status: 'in transit' }),
      savedEntry('3318810025'),
    ]);
    await page.goto('/my-tracking-list');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'My tracking list' })).toBeVisible();
    await expect(page.getByTestId('my-list-count')).toHaveText('3 saved numbers');
    const cards = page.getByTestId('tracking-card');
    await expect(cards).toHaveCount(3);

    const first = cards.first();
    await expect(first).toContainText('Delivered');
    await expect(first).toContainText('UPS');
    await expect(first.getByRole('link', { name: 'Track 1Z5R89390357567127 again' })).toHaveAttribute(
      'href',
      '/track/1Z5R89390357567127',
    );

    const nameField = first.getByRole('textbox', { name: 'Name for 1Z5R89390357567127' });
    await nameField.fill('   ');
    await first.getByRole('button', { name: 'Save name' }).click();
    await expect(first.getByRole('alert')).toHaveText('Name cannot be empty');
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');

    await nameField.fill('Shoes');
    await first.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Shoes' })).toBeVisible();
    expect(((await readSavedCodesCookie(context)).list as { name: string }[])[0]?.name).toBe('Shoes');

    await page.getByRole('button', { name: 'Remove LZ473829165CN' }).click();
    await expect(cards).toHaveCount(2);
    await expect(page.getByTestId('my-list-count')).toHaveText('2 saved numbers');

    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByTestId('recent-codes')).toContainText('Shoes');
    await page.getByRole('link', { name: 'See All (2)' }).click();

    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.getByRole('button', { name: 'Yes, clear all' }).click();
    await expect(page.getByTestId('my-list-empty')).toBeVisible();
    expect((await readSavedCodesCookie(context)).list).toEqual([]);
  });

  test('a long list is paged ten at a time', async ({ page, context, baseURL }) => {
    await writeSavedCodesCookie(
      context,
      baseURL,
      Array.from({ length: 12 }, (_, index) => savedEntry(`RB${String(index).padStart(9, '0')}GB`)),
    );
    await page.goto('/my-tracking-list');
    await waitForHydration(page);
    await expect(page.getByTestId('tracking-card')).toHaveCount(10);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/my-tracking-list\?page=2$/);
    await expect(page.getByTestId('tracking-card')).toHaveCount(2);
    await expect(page.getByTestId('tracking-card').first()).toContainText('RB000000010GB');
  });
});
