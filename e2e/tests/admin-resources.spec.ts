import { expect, test } from '../support/fixtures.js';
import { signInThroughApi } from '../support/staff-account.js';

/** Every back-office section (frontend-admin/src/resources) opens its list and its form without an error. */
const sections: { path: string; title: string; form?: string[] }[] = [
  { path: 'content', title: 'Content', form: ['Home', 'Images', 'Menu'] },
  { path: 'content/content-types', title: 'Content types', form: ['Main', 'Display Type', 'SEO'] },
  { path: 'content/taxonomy', title: 'Taxonomy', form: ['Main', 'Sub Categories', 'SEO'] },
  { path: 'content/tags', title: 'Tags', form: [] },
  { path: 'content/blocks', title: 'Content blocks', form: [] },
  { path: 'carriers', title: 'Carriers', form: ['Main', 'Images', 'Questions'] },
  { path: 'carrier-services', title: 'Carrier services', form: [] },
  { path: 'shops', title: 'Shops', form: [] },
  { path: 'tracking-codes', title: 'Tracking codes' },
  { path: 'tracking-events', title: 'Tracking events' },
  { path: 'delivery-confirmations', title: 'Delivery confirmations' },
  { path: 'search-keywords', title: 'Search keywords', form: [] },
  { path: 'search-console', title: 'Search Console', form: [] },
  { path: 'serp-keywords', title: 'SERP keywords' },
  { path: 'users', title: 'Users', form: [] },
  { path: 'contact-messages', title: 'Contact messages' },
  { path: 'settings', title: 'Settings', form: [] },
  { path: 'files', title: 'Files' },
];

/**
 * The sections in groups of six, one test each: all of them in one test (about 30 back-office page loads) ran past its
 * 2 minutes on a slow CI host (2026-11-28).
 */
const GROUP_SIZE = 6;
const groups = Array.from({ length: Math.ceil(sections.length / GROUP_SIZE) }, (_, index) =>
  sections.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE),
);

test.describe('admin sections', () => {
  for (const group of groups) {
    test(`${group.map((section) => section.title).join(', ')}: each lists its records and opens its form, listed in the side navigation`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await signInThroughApi(page.request);
      await page.goto('/admin');
      const navigation = page.getByRole('navigation', { name: 'Back-office sections' });
      for (const { path, title, form } of group) {
        await navigation.getByRole('link', { name: title, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/admin/${path}$`));
        await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
        await expect(page.getByRole('table').first()).toHaveAttribute('aria-busy', 'false');
        await expect(page.getByRole('alert')).toHaveCount(0);
        if (form) {
          await page.goto(`/admin/${path}?action=new`);
          await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
          for (const tab of form) await expect(page.getByRole('tab', { name: tab, exact: true })).toBeVisible();
          await page.goto('/admin');
        }
      }
      expect(errors).toEqual([]);
    });
  }

  test('the account pages open from the side navigation', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInThroughApi(page.request);
    await page.goto('/admin');
    const navigation = page.getByRole('navigation', { name: 'Back-office sections' });
    for (const [path, heading] of [
      ['profile', 'Profile'],
      ['settings/mailing', 'Mailing settings'],
      ['ai-assistant', 'AI assistant'],
    ]) {
      await navigation.getByRole('link', { name: heading, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/${path}$`));
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    }
    await expect(page.getByText('not set')).toHaveCount(0); // the AI page, not mailing, is open now
    expect(errors).toEqual([]);
  });

  test('mailing settings show whether a password is stored, never the password', async ({ page }) => {
    await signInThroughApi(page.request);
    await page.goto('/admin/settings/mailing');
    await expect(page.getByRole('heading', { name: 'Mailing settings', level: 1 })).toBeVisible();
    await page.getByLabel('Sender e-mail', { exact: false }).fill('hello@example.com');
    await page.getByLabel('Mail server', { exact: false }).fill('smtp.example.com');
    await page.getByLabel('Port').fill('2525');
    await expect(page.getByText('not set', { exact: true })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('s3cret-password');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(page.getByText('set', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    const stored = await (await page.request.get('/api/mailing-settings')).json();
    expect(stored).toMatchObject({ email: 'hello@example.com', port: 2525, email_password_set: true });
    expect(JSON.stringify(stored)).not.toContain('s3cret-password');

    // The switch of "follow a parcel by e-mail" is saved at once.
    const follow = page.getByRole('switch', { name: 'Visitors can follow a parcel by e-mail' });
    await expect(follow).toBeChecked();
    await follow.click();
    await expect(follow).not.toBeChecked();
    await expect.poll(async () => (await (await page.request.get('/api/follows/feature')).json()).enabled).toBe(false);
    await follow.click();
    await expect(follow).toBeChecked();
    await expect.poll(async () => (await (await page.request.get('/api/follows/feature')).json()).enabled).toBe(true);
  });

  test('files: upload, preview and delete', async ({ page }) => {
    await signInThroughApi(page.request);
    await page.goto('/admin/files');
    // The worker's product server is shared: other tests may have stored files of their own (admin-in-use's logo).
    await expect(page.getByRole('table', { name: 'Files' })).toBeVisible();
    const row = page.getByRole('row', { name: /pixel\.png/ });
    await expect(row).toHaveCount(0);
    // A 1×1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.locator('input[type=file]').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('1 file uploaded.')).toBeVisible();
    await expect(row).toBeVisible();
    await expect(row.getByRole('img', { name: 'pixel.png' })).toBeVisible();

    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'pixel.png', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Open/ })).toHaveAttribute(
      'href',
      /\/api\/files\/raw\/[0-9a-f]+\.png$/,
    );
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete record' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/admin\/files$/);
    await expect(page.getByRole('table', { name: 'Files' })).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('search console: a CSV import fills the list', async ({ page }) => {
    await signInThroughApi(page.request);
    await page.goto('/admin/search-console');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a Search Console export' });
    const csv =
      'Top queries,Clicks,Impressions,CTR,Position\nusps tracking,120,4000,3%,4.2\nparcel pilot,7,90,7.78%,1.3\n';
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'Queries.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByLabel('Date of the rows').fill('2026-05-31');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByRole('status')).toHaveText('2 rows imported.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('row', { name: /usps tracking/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /parcel pilot/ })).toBeVisible();
  });

  test('content: a record of a content type with its custom field and a translation', async ({ page }) => {
    await signInThroughApi(page.request);
    const { csrfToken } = await (await page.request.get('/api/auth/session')).json();
    const type = await page.request.post('/api/content-types', {
      data: { name: 'Guides', fields: [{ name: 'Reading time', type: 'text' }] },
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(type.status()).toBe(201);
    const { _id: typeId } = await type.json();

    // The Create New of a list filtered by content type starts a record of that type.
    await page.goto(`/admin/content?filter=${encodeURIComponent(JSON.stringify({ contentType: typeId }))}`);
    await page.getByRole('link', { name: 'Create New' }).click();
    await expect(page.getByRole('combobox', { name: 'Content type' })).toHaveValue('Guides');
    await page.getByLabel('Title', { exact: false }).first().fill('How to read a tracking number');
    await page.getByLabel('Reading time').fill('4 minutes');
    await page.getByRole('tab', { name: 'German' }).click();
    await page.getByLabel('Title', { exact: true }).last().fill('Wie man eine Sendungsnummer liest');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    const id = new URL(page.url()).searchParams.get('_id');
    const stored = await (await page.request.get(`/api/content/${id}`)).json();
    expect(stored).toMatchObject({
      contentTypeId: typeId,
      title: 'How to read a tracking number',
      seo_url: 'how-to-read-a-tracking-number',
      customFields: { 'reading-time': '4 minutes' },
      translations: { de: { title: 'Wie man eine Sendungsnummer liest' } },
      translated: { title: ['de'] },
    });
  });

  test('taxonomy: sub categories are added in the form and sys_name is locked once created', async ({ page }) => {
    await signInThroughApi(page.request);
    const { csrfToken } = await (await page.request.get('/api/auth/session')).json();
    const taken = await page.request.post('/api/taxonomy', {
      data: { name: 'Shipping guides (old)', sys_name: 'shipping-guides' },
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(taken.status()).toBe(201);

    await page.goto('/admin/content/taxonomy?action=new');
    await page.getByLabel('Name', { exact: false }).first().fill('Shipping Guides');
    await expect(page.getByLabel('sys_name')).toHaveValue('shipping-guides');
    await page.getByRole('tab', { name: 'Sub Categories' }).click();
    await page.getByRole('button', { name: 'Add Sub category' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Field cannot be empty')).toBeVisible();
    await page
      .getByRole('group', { name: 'Sub category 1' })
      .getByRole('textbox', { name: 'Name', exact: true })
      .fill('Returns');
    await page.getByRole('button', { name: 'Save' }).click();
    // The API answers 409 with a field error: the form shows it on sys_name, on the Main tab.
    await expect(page.getByRole('tab', { name: 'Main', selected: true })).toBeVisible();
    await expect(page.getByText('This sys_name is already used')).toBeVisible();
    await page.getByLabel('sys_name').fill('shipping-guides-new');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(page.getByLabel('sys_name')).toBeDisabled();
    const id = new URL(page.url()).searchParams.get('_id');
    const stored = await (await page.request.get(`/api/taxonomy/${id}`)).json();
    expect(stored).toMatchObject({
      sys_name: 'shipping-guides-new',
      subCategoriesRecords: [{ id: 1, name: 'Returns' }],
    });
  });
});
