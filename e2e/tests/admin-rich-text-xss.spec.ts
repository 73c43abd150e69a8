import { test as base, expect } from '@playwright/test';
import { startProductServer, type ProductServer } from '../support/product-server.js';
import { staffEnv } from '../support/staff-account.js';
import { staffChangeHeaders } from '../support/staff-api.js';
import { adminDatabaseUrl, createTestDatabase, query } from '../support/test-database.js';

/**
 * Security review finding 3: markup stored raw by an older release (a text field's value, shown once the field became
 * rich text) is written into the admin's editor. The product here runs on PostgreSQL so the test can store such a
 * value straight into the database, as that release did, past today's sanitising API: it runs when
 * TEST_DATABASE_URL is set (CI), like the backend tests on PostgreSQL.
 */
const test = base.extend<{ baseURL: string }, { database: string; server: ProductServer }>({
  database: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const database = await createTestDatabase();
      await use(database.url);
      await database.drop();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ database }, use) => {
      const server = await startProductServer({ ...staffEnv, DATABASE_URL: database });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseUrl);
  },
});

test.skip(!adminDatabaseUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server to create a database on), as CI sets it');

const HOSTILE =
  '<meta http-equiv="refresh" content="0;url=/evil">' +
  '<p>Hello from an old release</p>' +
  '<img src=x onerror="document.title=\'pwned\'">' +
  '<a href="javascript:document.title=\'pwned\'">link</a>';

test('markup stored raw before the fix does not navigate nor reach the DOM of the WYSIWYG editor', async ({
  page,
  database,
}) => {
  const headers = await staffChangeHeaders(page.request);
  const type = await page.request.post('/api/content-types', {
    headers,
    data: { name: 'Old notes', fields: [{ name: 'Notes', sys_name: 'notes', type: 'textAreaWYSIWYG' }] },
  });
  expect(type.status()).toBe(201);
  const typeId = ((await type.json()) as { _id: string })._id;
  const record = await page.request.post('/api/content', {
    headers,
    data: { contentTypeId: typeId, title: 'Stored long ago' },
  });
  expect(record.status()).toBe(201);
  const recordId = ((await record.json()) as { _id: string })._id;
  // As a release before the fix stored it: raw, in the default rich field and in the custom one.
  await query(database, 'UPDATE content_records SET description = $1, custom_fields = $2 WHERE id = $3', [
    HOSTILE,
    JSON.stringify({ notes: HOSTILE }),
    recordId,
  ]);

  const evilRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/evil')) evilRequests.push(request.url());
  });
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  const editUrl = `/admin/content?action=edit&_id=${recordId}`;
  await page.goto(editUrl);
  await expect(page.getByTestId('admin-app')).toBeVisible();
  // The record's description (default field) and its custom field Notes, both WYSIWYG.
  const editors = page.locator('[role="textbox"][contenteditable="true"]', { hasText: 'Hello from an old release' });
  await expect(editors).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Notes' })).toContainText('Hello from an old release');
  for (const editor of await editors.all()) await expect(editor.locator('a', { hasText: 'link' })).toHaveCount(1);
  // A refresh of 0 s would have left by now; give it time all the same.
  await page.waitForTimeout(1500);

  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(editUrl);
  // The router may rewrite the address of the screen; the document never goes anywhere else.
  expect(navigations.length).toBeGreaterThan(0);
  expect(navigations.filter((url) => new URL(url).pathname !== '/admin/content')).toEqual([]);
  expect(evilRequests).toEqual([]);
  await expect(page.locator('meta[http-equiv]')).toHaveCount(0);
  await expect(page.locator('[onerror]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript" i]')).toHaveCount(0);
  await expect(page.locator('[role="textbox"] img')).toHaveCount(2);
  expect(await page.title()).not.toBe('pwned');
});
