import { ADMIN_REMOTE, PUBLIC_REMOTE } from '@parcelpilot/contracts';
import { startProductServer } from '../support/product-server.js';
import { waitForHydration } from '../support/hydration.js';
import { expect, test } from '../support/fixtures.js';
import { signInThroughApi, staffEnv } from '../support/staff-account.js';

test.describe('walking skeleton', () => {
  test('the shell renders the public remote at /', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect(page.getByTestId('public-app')).toBeVisible();
    await expect(page.getByLabel('Tracking number')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a search navigates to the tracking page of the uppercased code', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByLabel('Tracking number').fill('  1z999aa10123456784 ');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page).toHaveURL(/\/track\/1Z999AA10123456784$/);
  });

  test('the shell renders the admin remote at /admin', async ({ page }) => {
    await signInThroughApi(page.request);
    await page.goto('/admin');
    await expect(page.getByTestId('admin-app')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('API health, docs and remotes.json are served', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ db: 'up' });
    expect((await request.get('/api/docs')).status()).toBe(200);
    const remotes = await request.get('/remotes.json');
    expect(remotes.headers()['cache-control']).toBe('no-cache');
    expect(await remotes.json()).toEqual({
      remotes: [
        { name: PUBLIC_REMOTE, entry: '/mf/public/mf-manifest.json' },
        { name: ADMIN_REMOTE, entry: '/mf/admin/mf-manifest.json' },
      ],
    });
  });

  test('hashed assets are immutable and entry points revalidate', async ({ page, request }) => {
    const assets: string[] = [];
    page.on('response', (response) => {
      if (/\.(js|css)$/.test(new URL(response.url()).pathname)) assets.push(response.url());
    });
    await page.goto('/');
    await expect(page.getByTestId('public-app')).toBeVisible();
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect((await request.get(asset)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // The home page is the same for every visitor: a CDN may keep it a minute; the browser asks again.
    expect((await request.get('/')).headers()['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect((await request.get('/mf/public/mf-manifest.json')).headers()['cache-control']).toBe('no-cache');
    expect((await request.get('/some/client/route')).headers()['content-type']).toContain('text/html');
  });
});

test.describe('a remote that cannot be loaded', () => {
  test('shows the fallback for admin while the public remote still works', async ({ browser }) => {
    const server = await startProductServer({ ...staffEnv, ADMIN_REMOTE_URL: 'http://127.0.0.1:9/mf-manifest.json' });
    const page = await browser.newPage({ baseURL: server.baseUrl });
    try {
      await signInThroughApi(page.request);
      await page.goto('/admin');
      await expect(page.getByTestId('remote-fallback')).toBeVisible();
      await expect(page.getByTestId('remote-retry')).toBeVisible();
      await page.goto('/');
      await expect(page.getByTestId('public-app')).toBeVisible();
    } finally {
      await page.close();
      await server.stop();
    }
  });

  test('shows the fallback for public while the admin remote still works', async ({ browser }) => {
    const server = await startProductServer({ ...staffEnv, PUBLIC_REMOTE_URL: '/mf/nowhere/mf-manifest.json' });
    const page = await browser.newPage({ baseURL: server.baseUrl });
    try {
      await page.goto('/');
      await expect(page.getByTestId('remote-fallback')).toBeVisible();
      await signInThroughApi(page.request);
      await page.goto('/admin');
      await expect(page.getByTestId('admin-app')).toBeVisible();
    } finally {
      await page.close();
      await server.stop();
    }
  });
});
