import type { Page } from '@playwright/test';
import { LANGUAGES } from '@parcelpilot/languages';
import { expect, test } from '../support/fixtures.js';
import { STAFF, signInThroughApi } from '../support/staff-account.js';
import { staffChangeHeaders } from '../support/staff-api.js';

/** Issue 21: every save tells the truth (point 1), the title word per language (6), one list of languages (7). */

async function openAdmin(page: Page, path: string) {
  await signInThroughApi(page.request);
  await page.goto(path);
  await expect(page.getByTestId('admin-app')).toBeVisible();
}

test.describe('admin saves tell the truth', () => {
  test('a settings record with JSON that does not parse is refused, never "Saved", and keeps the stored value', async ({
    page,
  }) => {
    await signInThroughApi(page.request);
    const created = await page.request.post('/api/settings', {
      data: { name: 'e2e-json', param: { limit: 5 } },
      headers: await staffChangeHeaders(page.request),
    });
    expect(created.status()).toBe(201);
    const { _id: id } = await created.json();
    await openAdmin(page, `/admin/settings?action=edit&_id=${id}`);
    const param = page.getByLabel('Parameters (JSON)');
    await expect(param).toHaveValue(/"limit": 5/);
    await param.fill('{"limit": 6');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Not valid JSON')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveCount(0);
    expect((await (await page.request.get(`/api/settings/${id}`)).json()).param).toEqual({ limit: 5 });

    await param.fill('{"limit": 6}');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    expect((await (await page.request.get(`/api/settings/${id}`)).json()).param).toEqual({ limit: 6 });
  });

  test('a refusal that names no field shows the server message (the last active admin)', async ({ page }) => {
    await signInThroughApi(page.request);
    const { user } = (await (await page.request.get('/api/auth/session')).json()) as {
      user: { _id: string; name: string; role: string };
    };
    expect(user).toMatchObject({ name: STAFF.name, role: 'admin' });
    await openAdmin(page, `/admin/users?action=edit&_id=${user._id}`);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Editor' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The last active admin cannot be removed, disabled or demoted')).toBeVisible();
    await expect(page.getByText('Please correct the marked fields.')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Русский' }).click();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(
      page.getByText('Последнего активного администратора нельзя удалить, отключить или лишить роли'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
  });

  test('the error under an auto-filled sys_name goes once the name fills it', async ({ page }) => {
    await openAdmin(page, '/admin/content/content-types?action=new');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('sys_name cannot be empty')).toBeVisible();
    await page.getByLabel('Name', { exact: false }).first().fill('Delivery notes');
    await expect(page.getByLabel('sys_name')).toHaveValue('delivery-notes');
    await expect(page.getByText('sys_name cannot be empty')).toHaveCount(0);
  });

  test('a server field message names the field by its label, not its internal name', async ({ page }) => {
    await openAdmin(page, '/admin/carriers?action=new');
    await page.getByLabel('Name', { exact: false }).first().fill('Label Post');
    await page.getByLabel('Code', { exact: false }).first().fill('label-post');
    await page.getByLabel('Country', { exact: false }).first().fill('usa');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Country must be an ISO 3166-1 alpha-2 code such as US')).toBeVisible();
    await expect(page.getByText(/countryIso/)).toHaveCount(0);

    // In Russian, the server's message comes back in Russian, still with the field's label.
    await page.getByRole('button', { name: 'Русский' }).click();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Страна — две латинские буквы ISO 3166-1, например US')).toBeVisible();
    await expect(page.getByText(/countryIso/)).toHaveCount(0);
    await page.getByRole('button', { name: 'English' }).click();
  });
});

test.describe('carrier titles and translation languages', () => {
  test("each language's title needs its own word for Tracking (German: Sendungsverfolgung)", async ({ page }) => {
    await openAdmin(page, '/admin/carriers?action=new');
    await page.getByLabel('Name', { exact: false }).first().fill('Wort Post');
    await page.getByLabel('Code', { exact: false }).first().fill('wort-post');
    await page.getByLabel('Title', { exact: true }).fill('Wort Post Tracking');
    await page.getByRole('tab', { name: 'German' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Wort Post Tracking');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Title must include the word Sendungsverfolgung')).toBeVisible();
    await expect(page.getByText('Title must include the word Tracking')).toHaveCount(0);
    await page.getByRole('button', { name: 'Русский' }).click();
    await expect(page.getByText('Заголовок должен содержать слово Sendungsverfolgung')).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();

    await page.getByLabel('Title', { exact: true }).fill('Wort Post Sendungsverfolgung');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    const id = new URL(page.url()).searchParams.get('_id');
    const stored = await (await page.request.get(`/api/carriers/${id}`)).json();
    expect(stored.translations).toMatchObject({
      en: { title: 'Wort Post Tracking' },
      de: { title: 'Wort Post Sendungsverfolgung' },
    });
  });

  test("the translation tabs are the public site's languages: no French", async ({ page }) => {
    await openAdmin(page, '/admin/carriers?action=new');
    const tabs = page.getByRole('tablist', { name: 'Translations' }).getByRole('tab');
    await expect(tabs).toHaveText(['English', 'German', 'Spanish', 'Russian']);
    expect(LANGUAGES).toEqual(['en', 'de', 'es', 'ru']);
    await expect(page.getByRole('tab', { name: 'French' })).toHaveCount(0);
  });
});
