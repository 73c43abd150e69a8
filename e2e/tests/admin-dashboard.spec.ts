import { test as base, expect, type Page } from '@playwright/test';
import { startProductServer, type ProductServer } from '../support/product-server.js';
import { signInThroughApi, staffEnv } from '../support/staff-account.js';

/**
 * The dashboard's shipments and queues cards (frontend-admin/src/dashboard). These tests run on a product server of
 * their own, so the shipments summary counts exactly the demo shipments seeded at start (without the route history).
 */

let starting: Promise<ProductServer> | undefined;

/** The file's own product server, started by the first test that needs it (fixtures run before beforeAll hooks). */
const test = base.extend<{ baseURL: string; dashboardServer: ProductServer }>({
  dashboardServer: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // Without the day-one route history (public-stats-demo.spec.ts): the six demo shipments alone.
      starting ??= startProductServer({ ...staffEnv, DEMO_HISTORY_SHIPMENTS: '0' });
      await use(await starting);
    },
    // Starting writes the first admin and the demo data, which can take a minute on a busy machine.
    { timeout: 120_000 },
  ],
  baseURL: async ({ dashboardServer }, use) => {
    await use(dashboardServer.baseUrl);
  },
});

test.afterAll(async () => {
  const started = starting;
  starting = undefined;
  await (await started)?.stop();
});

async function openDashboard(page: Page) {
  await signInThroughApi(page.request);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** Signs in as the e2e admin; a change through the API needs the session's CSRF token. */
async function adminChangeHeaders(page: Page): Promise<Record<string, string>> {
  await signInThroughApi(page.request);
  const session = (await (await page.request.get('/api/auth/session')).json()) as { csrfToken: string };
  return { 'x-csrf-token': session.csrfToken };
}

function shipmentsCard(page: Page) {
  return page.getByRole('region', { name: 'Shipments tracked' });
}

function queuesCard(page: Page) {
  return page.getByRole('region', { name: 'Queues' });
}

test.describe('admin dashboard', () => {
  test('the shipments card counts the demo shipments per status, today and in 7 days, in the status colours', async ({
    page,
  }) => {
    await openDashboard(page);
    const table = shipmentsCard(page).getByRole('table', { name: 'Shipments by status' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Status', 'Today', '7 days']);
    // Six labelled demo shipments exist at start, all looked up just now.
    const expected: Array<[string, number, string]> = [
      ['Delivered', 2, 'success'],
      ['In Transit', 1, 'info'],
      ['Out for Delivery', 1, 'info'],
      ['Delivery Fail', 1, 'error'],
      ['Returned', 1, 'warning'],
      ['Not Found', 0, 'default'],
    ];
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(expected.length + 1);
    for (const [index, [status, count, colour]] of expected.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole('rowheader')).toHaveText(status);
      await expect(row.getByRole('cell')).toHaveText([String(count), String(count)]);
      // The same badge as in the tracking code list and screen (TrackingStatusChip).
      await expect(row.locator('.MuiChip-root')).toHaveClass(new RegExp(`MuiChip-color${capitalise(colour)}`));
    }
    await expect(rows.last().getByRole('rowheader')).toHaveText('Total');
    await expect(rows.last().getByRole('cell')).toHaveText(['6', '6']);
    await expect(shipmentsCard(page).getByText(/^Updated at /)).toBeVisible();

    // The card says what the API says.
    const summary = await (await page.request.get('/api/stats/shipments-summary')).json();
    expect(summary.today).toEqual({
      total: 6,
      byStatus: expect.objectContaining({
        delivered: 2,
        'in transit': 1,
        'out for delivery': 1,
        'delivery fail': 1,
        returned: 1,
      }),
    });
  });

  test('the queues card lists the background queues, and the queue board link opens bull-board for an admin', async ({
    page,
  }) => {
    await openDashboard(page);
    const table = queuesCard(page).getByRole('table', { name: 'Jobs per queue' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Queue', 'Waiting', 'Active', 'Delayed', 'Failed']);
    const names = await table.getByRole('rowheader').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['system', 'tracking-refresh', 'stats', 'mail']));
    for (const cell of await table.locator('tbody td').allTextContents()) expect(cell).toMatch(/^\d[\d,\s]*$/);

    // A plain link (not the shell's router): the browser loads the backend's page.
    const link = queuesCard(page).getByRole('link', { name: 'Open queue board' });
    await expect(link).toHaveAttribute('href', '/admin/queues');
    const board = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/admin/queues' && response.request().isNavigationRequest(),
    );
    await link.click();
    expect((await board).status()).toBe(200);
    await expect(page).toHaveURL(/\/admin\/queues$/);
    await expect(page.getByTestId('admin-app')).toHaveCount(0);
    await expect(page.getByText('ParcelPilot queues').first()).toBeVisible();
    await expect(page.getByText('tracking-refresh').first()).toBeVisible();
  });

  test("the queue board's own actions carry the session's CSRF token; a change without it is refused", async ({
    page,
  }) => {
    await signInThroughApi(page.request);
    await page.goto('/admin/queues/queue/stats');
    await expect(page.getByText('ParcelPilot queues').first()).toBeVisible();
    // bull-board's queue menu: the unlabelled button after the Schedulers tab.
    const schedulers = page.getByText('Schedulers', { exact: true }).last();
    await expect(schedulers).toBeVisible();
    const action = async (name: 'Pause' | 'Resume') => {
      const answer = page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().endsWith(`/stats/${name.toLowerCase()}`),
      );
      await schedulers.locator('xpath=following::button[1]').click();
      await page.getByRole('menuitem', { name, exact: true }).click();
      const confirm = page.getByRole('button', { name: 'Confirm' });
      if (await confirm.isVisible().catch(() => false)) await confirm.click();
      return answer;
    };
    expect((await action('Pause')).status()).toBe(200);
    await expect(page.getByText('Paused').first()).toBeVisible();
    expect((await action('Resume')).status()).toBe(200);

    // The same change from a script that does not send the token (as a page on another site could not).
    const forged = await page.evaluate(async () => {
      const response = await fetch('/admin/queues/api/queues/stats/pause', { method: 'PUT' });
      return response.status;
    });
    expect(forged).toBe(403);
  });

  test('an editor sees the queues but no queue board link nor contact messages, and the board refuses them', async ({
    page,
    browser,
    dashboardServer,
  }) => {
    const created = await page.request.post('/api/users', {
      data: {
        name: 'Dashboard Editor',
        email: 'dashboard-editor@example.com',
        password: 'editor-password',
        role: 'editor',
      },
      headers: await adminChangeHeaders(page),
    });
    expect(created.status()).toBe(201);

    const context = await browser.newContext({ baseURL: dashboardServer.baseUrl });
    try {
      const editor = await context.newPage();
      const login = await editor.request.post('/api/auth/login', {
        data: { email: 'dashboard-editor@example.com', password: 'editor-password' },
      });
      expect(login.status()).toBe(200);
      await editor.goto('/admin');
      await expect(queuesCard(editor).getByRole('table', { name: 'Jobs per queue' })).toBeVisible();
      await expect(shipmentsCard(editor).getByRole('table', { name: 'Shipments by status' })).toBeVisible();
      await expect(queuesCard(editor).getByRole('link', { name: 'Open queue board' })).toHaveCount(0);
      const refused = await editor.request.get('/admin/queues', { maxRedirects: 0 });
      expect(refused.status()).toBe(403);
      // Contact messages hold visitors' addresses: no card, no section, and the section's path says it is for admins.
      await expect(editor.getByRole('heading', { name: 'Latest contact messages' })).toHaveCount(0);
      const sections = editor.getByRole('navigation', { name: 'Back-office sections' });
      await expect(sections.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
      await expect(sections.getByRole('link', { name: 'Contact messages', exact: true })).toHaveCount(0);
      await expect(sections.getByRole('link', { name: 'Carriers', exact: true })).toBeVisible();
      await editor.goto('/admin/contact-messages');
      await expect(editor.getByRole('alert')).toContainText('admin');
    } finally {
      await context.close();
    }
  });

  test('the cards show loading, a failed load with Retry, Redis down and no shipments', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let summaryCalls = 0;
    await page.route('**/api/stats/shipments-summary', async (route) => {
      summaryCalls += 1;
      if (summaryCalls === 1) {
        await held;
        await route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } });
        return;
      }
      await route.fulfill({
        json: {
          today: { total: 0, byStatus: {} },
          last7Days: { total: 0, byStatus: {} },
          generatedAt: new Date().toISOString(),
        },
      });
    });
    await page.route('**/api/system/queues', (route) => route.fulfill({ json: { redis: 'down', queues: [] } }));

    await openDashboard(page);
    await expect(shipmentsCard(page).getByRole('status')).toHaveText('Loading ...');
    release();
    const failure = shipmentsCard(page).getByRole('alert');
    await expect(failure).toContainText('The shipments summary could not be loaded.');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(shipmentsCard(page).getByText('No shipments were looked up in the last 7 days.')).toBeVisible();
    await expect(shipmentsCard(page).getByRole('alert')).toHaveCount(0);
    await expect(shipmentsCard(page).getByRole('table')).toHaveCount(0);

    await expect(queuesCard(page).getByRole('alert')).toContainText('Redis is down');
    await expect(queuesCard(page).getByRole('table')).toHaveCount(0);
    // The board link stays: bull-board shows Redis's state itself.
    await expect(queuesCard(page).getByRole('link', { name: 'Open queue board' })).toBeVisible();

    // Back up: the queues card's Retry reads the API again.
    await page.unroute('**/api/system/queues');
    await queuesCard(page).getByRole('button', { name: 'Retry' }).click();
    await expect(queuesCard(page).getByRole('table', { name: 'Jobs per queue' })).toBeVisible();
    await expect(queuesCard(page).getByRole('alert')).toHaveCount(0);
  });
});

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
