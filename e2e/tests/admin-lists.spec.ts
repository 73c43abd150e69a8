import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../support/fixtures.js';
import { staffChangeHeaders } from '../support/staff-api.js';

/** Issue 21, point 4: lists people can work with. */

// Each test creates its records through the API first; on a busy machine a list can take more than 5 s to show them.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

async function create(request: APIRequestContext, endpoint: string, data: object): Promise<{ _id: string }> {
  const headers = await staffChangeHeaders(request);
  const answer = await request.post(endpoint, { data, headers });
  expect(answer.status(), `${endpoint} ${JSON.stringify(data)}`).toBe(201);
  return (await answer.json()) as { _id: string };
}

/** The text of one column of the list's body rows. */
async function columnTexts(page: Page, column: number): Promise<string[]> {
  return page
    .locator('tbody tr')
    .evaluateAll(
      (rows, index) => rows.map((row) => row.querySelectorAll('td')[index]?.textContent?.trim() ?? ''),
      column,
    );
}

test.describe('admin lists', () => {
  test('the search box finds records and text sorts in the language order (case and accents)', async ({ page }) => {
    for (const name of ['Zimpost Qz', 'bpost Qz', 'Österreichische Post Qz', 'Orange Qz', 'Austrian Qz']) {
      await create(page.request, '/api/shops', { name });
    }
    await page.goto('/admin/shops');
    await page.getByRole('searchbox', { name: 'Search' }).fill('qz');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/[?&]search=qz/);
    await expect(page.locator('tbody tr')).toHaveCount(5);
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await expect(page).toHaveURL(/sortBy=name%3Aasc|sortBy=name:asc/);
    // Column 0 is the selection checkbox.
    await expect
      .poll(() => columnTexts(page, 1))
      .toEqual(['Austrian Qz', 'bpost Qz', 'Orange Qz', 'Österreichische Post Qz', 'Zimpost Qz']);
  });

  test('page numbers and a jump; an out-of-range page and deleting the last row of the last page land on the last page', async ({
    page,
  }) => {
    for (let index = 1; index <= 21; index += 1) {
      await create(page.request, '/api/tags', { name: `Pager ${String(index).padStart(2, '0')}` });
    }
    await page.goto('/admin/content/tags?search=pager&sortBy=name:asc');
    await expect(page.getByText('1–20 of 21')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('spinbutton', { name: 'Go to page' }).fill('2');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText('21–21 of 21')).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(1);

    await page.goto('/admin/content/tags?search=pager&sortBy=name:asc&page=99');
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page.getByRole('row', { name: /Pager 21/ })).toBeVisible();

    await page
      .getByRole('row', { name: /Pager 21/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete record' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(page.getByText('1–20 of 20')).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(20);
    await expect(page.getByRole('spinbutton', { name: 'Go to page' })).toHaveCount(0);

    await page.goto('/admin/content/tags?search=nothing-is-called-this');
    await expect(page.getByText('No records')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'pagination navigation' })).toHaveCount(0);
    await expect(page.getByText(/of 0/)).toHaveCount(0);
  });

  test('bulk delete asks once, reports how many went and which were refused, and keeps the others deleted', async ({
    page,
  }) => {
    const used = await create(page.request, '/api/content-types', { name: 'Bulk Used' });
    await create(page.request, '/api/content-types', { name: 'Bulk Empty' });
    await create(page.request, '/api/content', { contentTypeId: used._id, title: 'Keeps its type' });

    await page.goto('/admin/content/content-types?search=bulk');
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await page.getByRole('button', { name: 'Delete 2 selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete selected records' });
    await expect(dialog).toContainText('Are you sure you want to delete the 2 selected records?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toContainText('Deleted 1; 1 could not be deleted:');
    await expect(dialog).toContainText('Bulk Used: This content type still has 1 records');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('row', { name: /Bulk Empty/ })).toHaveCount(0);
    await expect(page.getByRole('row', { name: /Bulk Used/ })).toBeVisible();

    // All allowed: the dialog says how many and closes by itself (spec: one second after success).
    for (const name of ['Bulk Shop One', 'Bulk Shop Two']) await create(page.request, '/api/shops', { name });
    await page.goto('/admin/shops?search=bulk%20shop');
    await page.getByRole('checkbox', { name: 'Select Bulk Shop One' }).check();
    await page.getByRole('checkbox', { name: 'Select Bulk Shop Two' }).check();
    await page.getByRole('button', { name: 'Delete 2 selected' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Deleted 2 records');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No records')).toBeVisible();
  });

  test('the Actions column stays in view at 1024 px; tracking events link to their tracking code', async ({ page }) => {
    await page.goto('/track/LZ473829165CN');
    await expect(page.getByTestId('tracking-result')).toBeVisible();
    const type = await create(page.request, '/api/content-types', { name: 'Wide Type' });
    await create(page.request, '/api/content', { contentTypeId: type._id, title: 'Wide record' });

    await page.setViewportSize({ width: 1024, height: 768 });
    for (const path of ['carriers', 'tracking-codes', `content?filter={"contentType":"wide-type"}`]) {
      await page.goto(`/admin/${path}`);
      const firstRow = page.locator('tbody tr').first();
      await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeInViewport({ ratio: 1 });
      await expect(firstRow.getByRole('link', { name: /Edit|View/ })).toBeInViewport({ ratio: 1 });
    }

    await page.goto('/admin/tracking-events');
    const link = page.getByRole('link', { name: 'LZ473829165CN' }).first();
    await link.click();
    await expect(page).toHaveURL(/\/admin\/tracking-codes\?action=edit&_id=[0-9a-f-]{36}$/);
    await expect(page.getByText('LZ473829165CN').first()).toBeVisible();
  });

  test('?filter= names a custom field by its name', async ({ page }) => {
    const type = (await create(page.request, '/api/content-types', {
      name: 'Finish Type',
      fields: [{ name: 'Surface Finish', type: 'text' }],
    })) as { _id: string; fields: Array<{ sys_name: string }> };
    const sysName = type.fields[0].sys_name;
    for (const [title, finish] of [
      ['Matte board', 'matte'],
      ['Gloss board', 'gloss'],
    ]) {
      await create(page.request, '/api/content', {
        contentTypeId: type._id,
        title,
        customFields: { [sysName]: finish },
      });
    }
    const filter = encodeURIComponent(JSON.stringify({ contentType: 'finish-type', 'Surface Finish': 'matte' }));
    await page.goto(`/admin/content?filter=${filter}`);
    await expect(page.getByRole('row', { name: /Matte board/ })).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Surface Finish: matte/ })).toBeVisible();
  });
});
