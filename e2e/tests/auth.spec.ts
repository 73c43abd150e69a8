import type { Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration.js';
import { expect, test } from '../support/fixtures.js';
import { signInThroughApi, STAFF } from '../support/staff-account.js';

async function fillSignIn(page: Page, email: string, password: string) {
  await waitForHydration(page); // the form's checks are React's
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

function userMenuButton(page: Page) {
  return page.getByRole('button', { name: `Account menu for ${STAFF.name}` });
}

test.describe('staff sign-in', () => {
  test('sign in, open the admin from the user menu, log out, and /admin asks to sign in again', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByTestId('public-app')).toBeVisible();
    await expect(page.getByTestId('shell-top-bar')).toHaveCount(0);

    await page.goto('/auth?next=/');
    await fillSignIn(page, STAFF.email, STAFF.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(userMenuButton(page)).toBeVisible();

    await userMenuButton(page).click();
    await expect(userMenuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('admin-app')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('public-app')).toBeVisible();
    await expect(page.getByTestId('shell-top-bar')).toHaveCount(0);
    expect(await (await page.request.get('/api/auth/session')).json()).toMatchObject({ user: null });

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth\?next=%2Fadmin$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('a visit to /auth/signout, also by a link on another site, keeps the session until Sign out is pressed', async ({
    page,
    baseURL,
  }) => {
    const signedIn = async () =>
      ((await (await page.request.get('/api/auth/session')).json()) as { user: unknown }).user !== null;
    await signInThroughApi(page.request);

    // A link on another site: a real cross-site navigation, the session cookie goes along (SameSite=Lax).
    await page.route('https://elsewhere.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Elsewhere</title><a href="${baseURL}/auth/signout">Win a prize</a>`,
      }),
    );
    await page.goto('https://elsewhere.example/');
    await page.getByRole('link', { name: 'Win a prize' }).click();
    await expect(page).toHaveURL(/\/auth\/signout$/);
    await waitForHydration(page);
    await expect(page.getByText(`You are signed in as ${STAFF.name}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(await signedIn()).toBe(true);

    // Typed in or reloaded: still only the button.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(await signedIn()).toBe(true);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await signedIn()).toBe(false);

    await page.goto('/auth/signout');
    await expect(page.getByText('You are not signed in.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  });

  test('an anonymous visit to /admin/* loads no admin code and returns there after sign-in', async ({ page }) => {
    const adminRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/mf/admin/')) adminRequests.push(request.url());
    });
    await page.goto('/admin/users?sortBy=name:asc');
    await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fusers%3FsortBy%3Dname%3Aasc$/);
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(adminRequests).toEqual([]);

    await fillSignIn(page, STAFF.email, STAFF.password);
    await expect(page).toHaveURL(/\/admin\/users\?sortBy=name:asc$/);
    await expect(page.getByTestId('admin-app')).toBeVisible();
    await expect(userMenuButton(page)).toBeVisible();
  });

  test('sign-in goes to /admin by default and never off the site', async ({ page }) => {
    await page.goto('/auth?next=//evil.example/steal');
    await fillSignIn(page, STAFF.email, STAFF.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('admin-app')).toBeVisible();
  });

  test('a ?next= that a browser would read as another host falls back to /admin, and the page keeps working', async ({
    page,
  }) => {
    for (const next of ['/%09/evil.example', '/%0A/evil.example', '/%5Cevil.example', '%2F%0D%2Fevil.example/x']) {
      await page.goto(`/auth?next=${next}`);
      await fillSignIn(page, STAFF.email, STAFF.password);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByTestId('admin-app')).toBeVisible();
    }
    await page.goto(`/auth?next=${encodeURIComponent('/track/1Z5R89390357567127?x=1#events')}`);
    await fillSignIn(page, STAFF.email, STAFF.password);
    await expect(page).toHaveURL(/\/track\/1Z5R89390357567127\?x=1#events$/);
  });

  test('a wrong password shows the error', async ({ page }) => {
    await page.goto('/auth');
    await fillSignIn(page, STAFF.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByTestId('shell-top-bar')).toHaveCount(0);
  });

  test('empty fields show field errors', async ({ page }) => {
    await page.goto('/auth');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your email')).toBeVisible();
    await expect(page.getByText('Enter your password')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('after five failures the rate-limit message is shown', async ({ page }) => {
    await page.goto('/auth');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await fillSignIn(page, 'nobody@example.com', `wrong-${attempt}`);
      await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect');
    }
    await fillSignIn(page, 'nobody@example.com', 'wrong-6');
    await expect(page.getByRole('alert')).toContainText('Too many failed sign-in attempts');
  });

  test('the user menu works with the keyboard', async ({ page }) => {
    await page.goto('/auth?next=/my-tracking-list');
    await fillSignIn(page, STAFF.email, STAFF.password);
    await expect(page).toHaveURL(/\/my-tracking-list$/);
    // The new page's heading takes the focus once it has loaded; start from the menu button after that.
    await expect(page.getByRole('heading', { name: 'My tracking list' })).toBeFocused();
    const button = userMenuButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Admin' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Admin' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('shell-top-bar')).toHaveCount(0);
  });
});
