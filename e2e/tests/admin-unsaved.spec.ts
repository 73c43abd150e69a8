import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../support/fixtures.js';
import { STAFF, signInThroughApi } from '../support/staff-account.js';
import { staffChangeHeaders } from '../support/staff-api.js';

/** Issue 21 point 2: nothing typed is lost (leaving an edited form asks first; an ended session signs in again). */

/** The admin remote loads and renders after several requests; on a busy machine that takes more than 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

const DEVELOPER_MESSAGE = /CSRF token|HTTP \d{3}/;

/** A setting created through the API, opened in the admin's edit screen. */
async function openSetting(page: Page, name: string, param: unknown): Promise<string> {
  await signInThroughApi(page.request);
  const created = await page.request.post('/api/settings', {
    data: { name, param },
    headers: await staffChangeHeaders(page.request),
  });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  await page.goto(`/admin/settings?action=edit&_id=${id}`);
  await expect(page.getByLabel('Parameters (JSON)')).toHaveValue(/"limit"/);
  return id;
}

/** Ends every session of the e2e admin the way "Log out" in another browser does: POST /api/auth/logout there. */
async function signOutElsewhere(browser: Browser, baseURL: string): Promise<void> {
  const elsewhere = await browser.newContext({ baseURL });
  try {
    const logout = await elsewhere.request.post('/api/auth/logout', {
      headers: await staffChangeHeaders(elsewhere.request),
    });
    expect(logout.status()).toBe(200);
  } finally {
    await elsewhere.close();
  }
}

async function signInAgain(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(STAFF.email);
  await dialog.getByLabel('Password').fill(STAFF.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('leaving an edited form asks first', () => {
  test('a sidebar link or Exit on a changed form asks; Stay keeps the text, Leave goes', async ({ page }) => {
    const id = await openSetting(page, 'e2e-leave', { limit: 1 });
    const param = page.getByLabel('Parameters (JSON)');
    const sidebar = page.getByRole('navigation', { name: 'Back-office sections' });

    await param.fill('{"limit": 2}');
    await sidebar.getByRole('link', { name: 'Carriers' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`_id=${id}`));
    await expect(param).toHaveValue('{"limit": 2}');

    await page.getByRole('button', { name: 'Exit' }).click();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(param).toHaveValue('{"limit": 2}');

    await sidebar.getByRole('link', { name: 'Carriers' }).click();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/admin\/carriers$/);
    expect((await (await page.request.get(`/api/settings/${id}`)).json()).param).toEqual({ limit: 1 });
  });

  test('an unchanged or just saved form leaves without asking', async ({ page }) => {
    await openSetting(page, 'e2e-leave-clean', { limit: 1 });
    const sidebar = page.getByRole('navigation', { name: 'Back-office sections' });
    const param = page.getByLabel('Parameters (JSON)');
    // Typed and typed back is unchanged.
    await param.fill('{"limit": 9}');
    await param.fill('{\n  "limit": 1\n}');
    await sidebar.getByRole('link', { name: 'Carriers' }).click();
    await expect(page).toHaveURL(/\/admin\/carriers$/);
    await page.goBack();

    await param.fill('{"limit": 3}');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Carriers' }).click();
    await expect(page).toHaveURL(/\/admin\/carriers$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the dialog speaks the admin language', async ({ page }) => {
    await openSetting(page, 'e2e-leave-ru', { limit: 1 });
    await page.getByRole('button', { name: 'Русский' }).click();
    await page.getByRole('textbox').last().fill('{"limit": 4}');
    await page.getByRole('button', { name: 'Выход' }).click();
    const leave = page.getByRole('dialog', { name: 'Уйти без сохранения?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Остаться' }).click();
    await page.getByRole('button', { name: 'English' }).click();
  });

  test('reloading or closing the tab with a changed form gets the browser question', async ({ page }) => {
    await openSetting(page, 'e2e-unload', { limit: 1 });
    const param = page.getByLabel('Parameters (JSON)');
    await param.fill('{"limit": 5}');

    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await page.reload({ timeout: 3_000 }).catch(() => undefined);
    expect(asked).toEqual(['beforeunload']);
    await expect(param).toHaveValue('{"limit": 5}');

    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toEqual(['beforeunload', 'beforeunload']);
    expect(page.isClosed()).toBe(false);
  });
});

test.describe('an ended session keeps the form and signs in again', () => {
  test('signed out elsewhere before the first save: the save asks to sign in, then saves what was typed', async ({
    page,
    browser,
    baseURL,
  }) => {
    const id = await openSetting(page, 'e2e-session-first', { limit: 1 });
    await signOutElsewhere(browser, baseURL);
    const param = page.getByLabel('Parameters (JSON)');
    await param.fill('{"limit": 7}');
    await page.getByRole('button', { name: 'Save' }).click();
    await signInAgain(page);
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(param).toHaveValue(/"limit": 7/);
    await expect(page.getByText(DEVELOPER_MESSAGE)).toHaveCount(0);
    expect((await (await page.request.get(`/api/settings/${id}`)).json()).param).toEqual({ limit: 7 });
  });

  test('signed out elsewhere after a save: the next save asks to sign in; Cancel keeps the form with a plain message', async ({
    page,
    browser,
    baseURL,
  }) => {
    const id = await openSetting(page, 'e2e-session-later', { limit: 1 });
    const param = page.getByLabel('Parameters (JSON)');
    await param.fill('{"limit": 2}');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    await signOutElsewhere(browser, baseURL);
    await param.fill('{"limit": 8}');
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Your session has ended. Sign in again to continue.')).toBeVisible();
    await expect(page.getByText(DEVELOPER_MESSAGE)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/admin/settings\\?action=edit&_id=${id}`));
    await expect(param).toHaveValue('{"limit": 8}');

    await page.getByRole('button', { name: 'Save' }).click();
    await signInAgain(page);
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    expect((await (await page.request.get(`/api/settings/${id}`)).json()).param).toEqual({ limit: 8 });
  });

  test('a wrong password in the dialog says so and keeps the dialog open', async ({ page, browser, baseURL }) => {
    const id = await openSetting(page, 'e2e-session-wrong', { limit: 1 });
    await signOutElsewhere(browser, baseURL);
    await page.getByLabel('Parameters (JSON)').fill('{"limit": 4}');
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await dialog.getByLabel('Email').fill(STAFF.email);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByText('The email or password is not correct.')).toBeVisible();
    await dialog.getByLabel('Password').fill(STAFF.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    expect((await (await page.request.get(`/api/settings/${id}`)).json()).param).toEqual({ limit: 4 });
  });

  test('a list opened after the session ended offers to sign in, then shows its records', async ({
    page,
    browser,
    baseURL,
  }) => {
    // A list, not the dashboard: the dashboard's cards poll, and their next request would find the session ended first.
    await signInThroughApi(page.request);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await signOutElsewhere(browser, baseURL);
    await page
      .getByRole('navigation', { name: 'Back-office sections' })
      .getByRole('link', { name: 'Carriers' })
      .click();
    await signInAgain(page);
    await expect(page).toHaveURL(/\/admin\/carriers$/);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(DEVELOPER_MESSAGE)).toHaveCount(0);
  });
});
