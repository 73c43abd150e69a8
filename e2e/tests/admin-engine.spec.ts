import type { Page } from '@playwright/test';
import { pauseClockAhead } from '../support/clock.js';
import { expect, test } from '../support/fixtures.js';
import { STAFF, signInThroughApi } from '../support/staff-account.js';
import { staffChangeHeaders } from '../support/staff-api.js';

/** The admin screens come from one engine (frontend-admin/src/engine); these drive it through real resources. */

async function openAdmin(page: Page, path: string) {
  await signInThroughApi(page.request);
  await page.goto(path);
  await expect(page.getByTestId('admin-app')).toBeVisible();
}

function tableRows(page: Page) {
  return page.getByRole('table').first().locator('tbody tr');
}

/** A row's data cells: the selection checkbox of bulk delete comes first and is not one. */
const DATA_CELL = 'td:not(.MuiTableCell-paddingCheckbox)';

/** The list's first cell once the table has finished loading (it keeps the previous page while the next loads). */
async function firstCell(page: Page) {
  await expect(page.getByRole('table').first()).toHaveAttribute('aria-busy', 'false');
  return tableRows(page).first().locator(DATA_CELL).first().textContent();
}

test.describe('admin record engine', () => {
  test('create, edit and delete a carrier, with the "Tracking" title rule and the confirmation states', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/carriers');
    await expect(page.getByRole('heading', { name: 'Carriers', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Create New' }).click();
    await expect(page).toHaveURL(/\/admin\/carriers\?action=new$/);
    await expect(page.getByRole('tab', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Images' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Questions' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    await page.getByLabel('Name', { exact: false }).first().fill('Parcel Pigeon');
    await page.getByLabel('Code', { exact: false }).first().fill('parcel-pigeon');
    await page.getByLabel('Title', { exact: true }).fill('Parcel Pigeon parcels');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Title must include the word Tracking')).toBeVisible();

    await page.getByLabel('Title', { exact: true }).fill('Parcel Pigeon Tracking');
    await page.getByRole('tab', { name: 'Questions' }).click();
    await page.getByRole('button', { name: 'Add Question' }).click();
    await page.getByRole('textbox', { name: 'Question' }).fill('How long does it take?');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/carriers\?action=edit&_id=[0-9a-f-]{36}$/);
    const id = new URL(page.url()).searchParams.get('_id');
    await expect(page.getByRole('heading', { name: 'Parcel Pigeon' })).toBeVisible();
    const stored = await (await page.request.get(`/api/carriers/${id}`)).json();
    expect(stored).toMatchObject({
      name: 'Parcel Pigeon',
      code: 'parcel-pigeon',
      translations: { en: { title: 'Parcel Pigeon Tracking' } },
      faqModuleArray: [{ question: 'How long does it take?' }],
    });

    // Edit: a reload shows "Loading ..." until the record is read, then the stored values.
    await page.reload();
    await expect(page.getByLabel('Name', { exact: false }).first()).toHaveValue('Parcel Pigeon');
    await page.getByLabel('Name', { exact: false }).first().fill('Parcel Pigeon Express');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    expect((await (await page.request.get(`/api/carriers/${id}`)).json()).name).toBe('Parcel Pigeon Express');

    // Delete: a failure shows the API's message; Cancel closes; then the delete succeeds and returns to the list.
    await page.route(`**/api/carriers/${id}`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, json: { statusCode: 500, message: 'The database is away' } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete record' });
    await expect(dialog).toContainText('Are you sure you want to delete this record');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The database is away');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.unroute(`**/api/carriers/${id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Deleted');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/carriers$/);
    expect((await page.request.get(`/api/carriers/${id}`)).status()).toBe(404);
  });

  test('deleting from the list asks first and refreshes the list', async ({ page }) => {
    await signInThroughApi(page.request);
    const session = await (await page.request.get('/api/auth/session')).json();
    const created = await page.request.post('/api/tags', {
      data: { name: 'Short-lived tag' },
      headers: { 'x-csrf-token': session.csrfToken },
    });
    expect(created.status()).toBe(201);
    await page.goto(`/admin/content/tags?filter=${encodeURIComponent('{"name":"Short-lived"}')}`);
    await expect(tableRows(page)).toHaveCount(1);
    await tableRows(page).first().getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete record' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No records')).toBeVisible();
  });

  test('edit screens open with ?id= and ?edit= too, and show "Loading ..." until the record is read', async ({
    page,
  }) => {
    await signInThroughApi(page.request);
    const list = await (await page.request.get('/api/carriers?filter=%7B%22code%22%3A%22ups%22%7D')).json();
    const id: string = list.records[0]._id;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/carriers/${id}`, async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto(`/admin/carriers?id=${id}`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading ...' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'UPS', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
    await page.unroute(`**/api/carriers/${id}`);

    await page.goto(`/admin/carriers?edit=${id}`);
    await expect(page.getByLabel('Code', { exact: false }).first()).toHaveValue('ups');
    await page.getByRole('button', { name: 'Exit' }).click();
    // Opened directly, Exit has no page to go back to and goes to the list.
    await expect(page).toHaveURL(/\/admin\/carriers$/);
  });

  test('sorting and paging live in the URL', async ({ page }) => {
    await openAdmin(page, '/admin/carriers');
    await expect(tableRows(page)).toHaveCount(20);
    await expect(page.getByText(/^1–20 of \d+$/)).toBeVisible();

    const nameHeader = page.getByRole('columnheader').filter({ has: page.getByRole('button', { name: 'Name' }) });
    await page.getByRole('button', { name: 'Name' }).click();
    await expect(page).toHaveURL(/sortBy=name%3Aasc|sortBy=name:asc/);
    // Clicked again once the header shows the new order, as a user would (the URL changes before the list renders).
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await page.getByRole('button', { name: 'Name' }).click();
    await expect(page).toHaveURL(/sortBy=name%3Adesc|sortBy=name:desc/);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    const firstDescending = await firstCell(page);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^21–40 of \d+$/)).toBeVisible();
    const firstOfPageTwo = await firstCell(page);
    expect(firstOfPageTwo).not.toBe(firstDescending);

    // The same URL reproduces the same page.
    const url = page.url();
    await page.goto(url);
    await expect(page.getByText(/^21–40 of \d+$/)).toBeVisible();
    expect(await firstCell(page)).toBe(firstOfPageTwo);

    // Back in history returns to the previous sort and page.
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);

    // Two quick clicks on another header toggle twice, however soon the list renders after the first.
    const typeHeader = page
      .getByRole('columnheader')
      .filter({ has: page.getByRole('button', { name: 'Type', exact: true }) });
    await page.getByRole('button', { name: 'Type', exact: true }).dblclick();
    await expect(page).toHaveURL(/sortBy=type%3Adesc|sortBy=type:desc/);
    await expect(typeHeader).toHaveAttribute('aria-sort', 'descending');
  });

  // Issue 24, point 4: the list says which of the public site's languages a record still shows in English.
  test('the shops list shows the languages a shop lacks a translation in, and none once it is translated', async ({
    page,
  }) => {
    const headers = await staffChangeHeaders(page.request);
    const name = `Gadget Barn ${Date.now()}`;
    const english = { title: name, short_content: 'Gadgets from a barn.', content: '<p>All gadgets.</p>' };
    const created = await page.request.post('/api/shops', {
      data: {
        name,
        type: 'electronics',
        translations: { en: english, de: { title: 'Gadget-Scheune' } },
      },
      headers,
    });
    expect(created.status()).toBe(201);
    const shop = (await created.json()) as { _id: string };

    await openAdmin(page, `/admin/shops?filter=${encodeURIComponent(JSON.stringify({ name }))}`);
    await expect(page.getByRole('columnheader', { name: 'Missing translations' })).toBeVisible();
    await expect(tableRows(page)).toHaveCount(1);
    const missing = tableRows(page).first().getByTestId('missing-translations');
    await expect(missing).toHaveText('DEESRU');
    await expect(
      missing.getByTitle('DE: no Short content, Content; the public site shows the English text'),
    ).toHaveText('DE');
    await expect(
      missing.getByTitle('ES: no Title, Short content, Content; the public site shows the English text'),
    ).toHaveText('ES');

    // Opening the back-office signed in afresh: the change needs that session's CSRF token.
    const session = (await (await page.request.get('/api/auth/session')).json()) as { csrfToken: string };
    const saved = await page.request.put(`/api/shops/${shop._id}`, {
      data: {
        translations: {
          en: english,
          de: { title: 'Gadget-Scheune', short_content: 'Technik aus der Scheune.', content: '<p>Alles.</p>' },
          es: { title: 'Granero', short_content: 'Aparatos de un granero.', content: '<p>Todo.</p>' },
          ru: { title: 'Амбар', short_content: 'Гаджеты из амбара.', content: '<p>Всё.</p>' },
        },
      },
      headers: { 'x-csrf-token': session.csrfToken },
    });
    expect(saved.status()).toBe(200);
    await page.reload();
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first().getByTestId('missing-translations')).toHaveCount(0);
    await expect(
      tableRows(page).first().getByRole('img', { name: 'Translated into every language of the public site' }),
    ).toBeVisible();
  });

  test('a deep-link filter lists what it names and fills the filter form', async ({ page }) => {
    await openAdmin(page, `/admin/carriers?filter=${encodeURIComponent('{"name":"dhl"}')}`);
    await expect(page.getByRole('search').getByLabel('Name')).toHaveValue('dhl');
    const rows = tableRows(page);
    await expect(rows.first()).toContainText(/DHL/i);
    for (const row of await rows.all()) expect(await row.locator(DATA_CELL).first().textContent()).toMatch(/dhl/i);

    await page.getByRole('search').getByLabel('Name').fill('ups');
    await page.getByRole('search').getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/filter=/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ name: 'ups' });
    await expect(rows.first()).toContainText(/UPS/);
  });

  test('the read-only tracking code screen shows the shipment and its events', async ({ page }) => {
    await openAdmin(page, `/admin/tracking-codes?filter=${encodeURIComponent('{"code":"1Z5R89390357567127"}')}`);
    await expect(tableRows(page)).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Create New' })).toHaveCount(0);
    await tableRows(page).first().getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(/action=edit&_id=/);
    await expect(page.getByRole('heading', { name: '1Z5R89390357567127', level: 1 })).toBeVisible();
    const details = page.getByRole('definition');
    await expect(details.first()).toBeVisible();
    for (const label of [
      'Code',
      'Route',
      'Created',
      'Sender',
      'Recipient',
      'Weight',
      'Found in',
      'Tracked in',
      'Extra carrier',
      'Days in transit',
      'Delivered',
      'E-mail follows',
    ]) {
      await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
    await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('0 confirmed, 0 waiting')).toBeVisible(); // counts only, never addresses
    const events = page.getByRole('table', { name: 'Events' }).locator('tbody tr');
    expect(await events.count()).toBeGreaterThan(1);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('an empty list says so in English and in Russian', async ({ page }) => {
    await openAdmin(page, `/admin/users?filter=${encodeURIComponent('{"email":"nobody-matches-this"}')}`);
    await expect(page.getByRole('cell', { name: 'No records' })).toBeVisible();
    await page.getByRole('button', { name: 'Русский' }).click();
    await expect(page.getByRole('cell', { name: 'Записей нет' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Пользователи', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('cell', { name: 'Записей нет' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('cell', { name: 'No records' })).toBeVisible();
  });

  test('a content type: add a field, save returns to the list, and the Saved banner clears after 10 s', async ({
    page,
  }) => {
    // The banner's 10 s are the page's time on Playwright's clock: exact, and without waiting 10 s of this host's.
    await page.clock.install();
    await openAdmin(page, '/admin/content/content-types?action=new');
    await expect(page.getByRole('tab', { name: 'Display Type' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'SEO' })).toBeVisible();
    await page.getByLabel('Name', { exact: false }).first().fill('Press Releases');
    await expect(page.getByLabel('sys_name', { exact: false })).toHaveValue('press-releases');

    await page.getByRole('button', { name: 'Add field' }).click();
    const fieldDialog = page.getByRole('dialog', { name: 'Add field' });
    await fieldDialog.getByLabel('Name', { exact: false }).fill('Source link');
    await fieldDialog.getByRole('button', { name: 'Add field' }).click();
    await expect(fieldDialog.getByText('Please, select the Field type')).toBeVisible();
    await fieldDialog.getByLabel('Field type', { exact: false }).click();
    await page.getByRole('option', { name: 'Link', exact: true }).click();
    await fieldDialog.getByRole('button', { name: 'Add field' }).click();
    await expect(fieldDialog).toBeHidden();
    await expect(page.getByRole('cell', { name: 'source-link' })).toBeVisible();
    await expect(
      page
        .getByRole('row', { name: /Source link/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('4');

    await page.getByRole('tab', { name: 'Display Type' }).click();
    await page.getByRole('switch', { name: 'Visible: Main image' }).uncheck();
    await page.getByRole('button', { name: 'Move up: Source link' }).click();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/content-types$/);
    const row = page.getByRole('row', { name: /Press Releases/ });
    await expect(row).toBeVisible();

    await row.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('tab', { name: 'Display Type' }).click();
    const order = await page
      .getByRole('table', { name: 'Display configuration' })
      .locator('tbody tr td:nth-child(2)')
      .allTextContents();
    expect(order.map((name) => name.replace('Default', '').trim())).toEqual([
      'Title',
      'Description',
      'Source link',
      'Main image',
    ]);
    await expect(page.getByRole('switch', { name: 'Visible: Main image' })).not.toBeChecked();

    await page.getByRole('tab', { name: 'Main' }).click();
    await page.getByLabel('Description', { exact: true }).fill('Announcements for the press');
    await pauseClockAhead(page);
    await page.getByRole('button', { name: 'Save' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Saved' });
    await expect(saved).toBeVisible();
    await page.clock.runFor(9_999);
    await expect(saved).toBeVisible();
    await page.clock.runFor(1);
    await expect(saved).toBeHidden();
    await page.clock.resume();

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete record' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/content-types$/);
    await expect(page.getByRole('row', { name: /Press Releases/ })).toHaveCount(0);
  });

  test('field errors from a 400 answer appear on their fields (profile name), in the admin language', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/profile');
    const name = page.getByLabel('Name', { exact: false }).first();
    await expect(name).toHaveValue(/\S/);
    // Blank after trimming: only the API can tell, and its 400 names the field.
    await name.fill('   ');
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/profile') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByText('Please fill in the field')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Русский' }).click();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Заполните поле')).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
  });

  test('an unknown admin path names the missing module, and a failed load offers a retry', async ({ page }) => {
    await openAdmin(page, '/admin/no-such-module');
    await expect(page.getByRole('heading', { name: 'Module not found' })).toBeVisible();
    await expect(page.getByText('No admin module for "no-such-module"')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back-office sections' })).toBeVisible();

    let failures = 1;
    await page.route('**/api/shops?**', (route) =>
      failures-- > 0
        ? route.fulfill({ status: 503, json: { statusCode: 503, message: 'Service unavailable' } })
        : route.fallback(),
    );
    await page.goto('/admin/shops');
    await expect(page.getByRole('alert')).toContainText('The list could not be loaded');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(tableRows(page).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a lost session asks to sign in over the list, then shows the page asked for', async ({ page }) => {
    await openAdmin(page, '/admin/carriers');
    await expect(page.getByRole('table').first()).toHaveAttribute('aria-busy', 'false');
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Next page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await dialog.getByLabel('Email').fill(STAFF.email);
    await dialog.getByLabel('Password').fill(STAFF.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/carriers\?page=2$/);
    await expect(page.getByRole('table').first()).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
  });
});
