import { expect, test } from '../support/fixtures.js';
import { staffChangeHeaders } from '../support/staff-api.js';

/** A 2×1 PNG, different from the pixels other tests upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWM4Y8xwxpgBAAiYAf/p5URtAAAAAElFTkSuQmCC',
  'base64',
);

test.describe('admin: nothing in use disappears', () => {
  test('files: the list shows where a file is used, deleting it is refused naming the shop, the same bytes are not stored twice', async ({
    page,
  }) => {
    const headers = await staffChangeHeaders(page.request);
    const upload = await page.request.post('/api/files', {
      data: { filename: 'shop-logo.png', content: `data:image/png;base64,${PNG.toString('base64')}` },
      headers,
    });
    expect(upload.status()).toBe(201);
    const file = (await upload.json()) as { _id: string; url: string };
    const shopAnswer = await page.request.post('/api/shops', {
      data: { name: 'Logo Corner', logo: file.url },
      headers,
    });
    expect(shopAnswer.status()).toBe(201);
    const shop = (await shopAnswer.json()) as { _id: string };

    await page.goto('/admin/files');
    const row = page.getByRole('row', { name: /shop-logo\.png/ });
    await expect(row.getByRole('link', { name: 'Shops: Logo Corner' })).toHaveAttribute(
      'href',
      `/admin/shops?action=edit&_id=${shop._id}`,
    );

    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete record' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toContainText('This file is in use and cannot be deleted: shop “Logo Corner”');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await page.request.get(file.url)).status()).toBe(200);

    // Uploading the same bytes under another name gives back the stored file: still one row.
    await page.locator('input[type=file]').setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('1 file uploaded.')).toBeVisible();
    await expect(page.getByRole('row', { name: /shop-logo\.png/ })).toHaveCount(1);
    await expect(page.getByRole('row', { name: /again\.png/ })).toHaveCount(0);

    // Once the shop is gone, the file is unused and can be deleted.
    expect((await page.request.delete(`/api/shops/${shop._id}`, { headers })).status()).toBe(204);
    await page.reload();
    await expect(row.getByText('Not used')).toBeVisible();
    await row.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('row', { name: /shop-logo\.png/ })).toHaveCount(0);
  });

  test('content types: a new sys_name or removing a field that records use asks first, with the count', async ({
    page,
  }) => {
    const headers = await staffChangeHeaders(page.request);
    const typeAnswer = await page.request.post('/api/content-types', {
      data: { name: 'Gizmo', fields: [{ name: 'Colour', type: 'text' }] },
      headers,
    });
    expect(typeAnswer.status()).toBe(201);
    const type = (await typeAnswer.json()) as { _id: string };
    for (const title of ['Red gizmo', 'Blue gizmo']) {
      const created = await page.request.post('/api/content', {
        data: { contentTypeId: type._id, title, customFields: { colour: title.split(' ')[0] } },
        headers,
      });
      expect(created.status()).toBe(201);
    }
    const stored = async () =>
      (await (await page.request.get(`/api/content-types/${type._id}`)).json()) as {
        sys_name: string;
        fields: unknown[];
      };

    await page.goto(`/admin/content/content-types?action=edit&_id=${type._id}`);
    const sysName = page.getByRole('textbox', { name: 'sys_name' });
    await sysName.fill('gadgets');
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save these changes?' });
    await expect(dialog).toContainText(
      'Changing the sys_name from “gizmo” to “gadgets” changes the public address of its 2 records.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await stored()).sys_name).toBe('gizmo');

    await sysName.fill('gizmo');
    await page.getByRole('button', { name: 'Remove Colour' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('2 records hold a value in the field “Colour”');
    await dialog.getByRole('button', { name: 'Save anyway' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    expect((await stored()).fields).toEqual([]);
  });

  test('new content records and blocks start unpublished', async ({ page }) => {
    await staffChangeHeaders(page.request);
    for (const path of ['content', 'content/blocks']) {
      await page.goto(`/admin/${path}?action=new`);
      await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
      await expect(page.getByLabel('Published')).not.toBeChecked();
    }
  });
});
