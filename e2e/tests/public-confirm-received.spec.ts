import { randomBytes } from 'node:crypto';
import { test as base } from '@playwright/test';
import pg from 'pg';
import { waitForHydration } from '../support/hydration.js';
import { expect, test } from '../support/fixtures.js';
import { startProductServer, type ProductServer } from '../support/product-server.js';
import { signInThroughApi, staffEnv } from '../support/staff-account.js';

/** A China Post number (UPU S10, valid check digit) that is not a demo shipment: no live connection here. */
const LINK_OUT_NUMBER = 'RR123456785CN';

/** The visitor's today as the date input holds it (the browser's time zone, as the form's default). */
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

test.describe('"I received it" on a link-out result page', () => {
  test('a visitor confirms the delivery, and staff see the confirmation in the back-office and delete it', async ({
    page,
  }) => {
    await page.goto(`/track/${LINK_OUT_NUMBER}`);
    await waitForHydration(page);
    await expect(page.getByTestId('not-connected')).toBeVisible();
    const box = page.getByTestId('confirm-received');
    await expect(box.getByRole('heading', { name: 'Has the parcel arrived?' })).toBeVisible();
    await box.getByRole('button', { name: 'I received it' }).click();
    const date = box.getByLabel('Delivered on');
    await expect(date).toHaveValue(localDay(new Date()));

    // A future date is refused in the form, with the field error tied to the field.
    const tomorrow = localDay(new Date(Date.now() + 2 * 86_400_000));
    await date.fill(tomorrow);
    await box.getByRole('button', { name: 'Confirm delivery' }).click();
    await expect(date).toHaveAccessibleDescription('The date cannot be in the future.');

    const yesterday = new Date(Date.now() - 86_400_000);
    await date.fill(localDay(yesterday));
    await box.getByRole('button', { name: 'Confirm delivery' }).click();
    const done = box.getByTestId('confirm-received-done');
    await expect(done).toContainText('Thank you!');
    const shown = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(yesterday);
    await expect(done).toContainText(`Recorded: delivered on ${shown}.`);

    // A second press from the same browser updates the date instead of adding a confirmation.
    await box.getByRole('button', { name: 'Change the date' }).click();
    await box.getByLabel('Delivered on').fill(localDay(new Date()));
    await box.getByRole('button', { name: 'Confirm delivery' }).click();
    await expect(box.getByTestId('confirm-received-done')).toBeVisible();

    await signInThroughApi(page.request);
    await page.goto('/admin/delivery-confirmations');
    await expect(page.getByRole('heading', { name: 'Delivery confirmations', level: 1 })).toBeVisible();
    const table = page.getByRole('table').first();
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const row = table.getByRole('row').filter({ hasText: LINK_OUT_NUMBER });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(localDay(new Date()));
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(table.getByRole('row').filter({ hasText: LINK_OUT_NUMBER })).toHaveCount(0);
  });

  test('a delivered demo shipment offers no confirmation', async ({ page }) => {
    await page.goto('/track/1Z5R89390357567127');
    await waitForHydration(page);
    await expect(page.getByTestId('tracking-result')).toBeVisible();
    await expect(page.getByTestId('confirm-received')).toHaveCount(0);
  });
});

/**
 * The stall notice needs a shipment whose last event is old and a lane whose gaps the statistics job measured: the
 * product runs on PostgreSQL here so the test can store both straight into the database (TEST_DATABASE_URL, as CI
 * sets it), as the carrier answers and the hourly job would have.
 */
const adminDatabaseUrl = process.env.TEST_DATABASE_URL ?? '';

async function query(url: string, text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

const onPostgres = base.extend<{ baseURL: string }, { database: string; server: ProductServer }>({
  database: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const name = `pp_e2e_${randomBytes(5).toString('hex')}`;
      await query(adminDatabaseUrl, `CREATE DATABASE ${name}`);
      const url = new URL(adminDatabaseUrl);
      url.pathname = `/${name}`;
      await use(url.toString());
      await query(adminDatabaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ database }, use) => {
      const server = await startProductServer({ ...staffEnv, DATABASE_URL: database, STATS_MIN_SAMPLE: '10' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseUrl);
  },
});

onPostgres.describe('the stall notice', () => {
  onPostgres.skip(!adminDatabaseUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server to create a database on)');

  onPostgres(
    'a shipment silent for 9 days on a lane where 90% move within 6 says so, in English and German',
    async ({ page, database }) => {
      const code = 'RR223456788CN';
      // Stored as checked just now (answered from storage), last scanned 9 days and a few hours ago.
      await query(
        database,
        `insert into tracking_codes (code, status, sub_status, carrier_code, found_in, tracked_in, origin, destination,
         first_event_at, last_checked_at)
       values ($1, 'in transit', 'in transit', 'china-post', '[{"code":"china-post","name":"China Post"}]',
         '[{"code":"china-post","name":"China Post"}]', '{"countryIso":"CN"}', '{"countryIso":"US"}',
         now() - interval '12 days', now())`,
        [code],
      );
      await query(
        database,
        `insert into tracking_events (tracking_code_id, occurred_at, description, carrier, status, sub_status)
       select id, at, 'Departed from sorting centre', 'China Post', 'in transit', 'in transit'
       from tracking_codes, (values (now() - interval '12 days'), (now() - interval '9 days 3 hours')) as times(at)
       where code = $1`,
        [code],
      );
      // The lane as the statistics job stores it: 90% of gaps within 130 hours (5.4 days → "within 6"), 40 parcels.
      await query(
        database,
        `insert into route_scan_gaps (carrier_code, origin_iso, destination_iso, p90_gap_hours, gaps, shipments)
       values ('china-post', 'CN', 'US', 130, 200, 40)`,
      );

      await page.goto(`/track/${code}`);
      const notice = page.getByTestId('stall-notice');
      await expect(notice).toContainText('Your parcel may be stuck');
      await expect(notice.getByTestId('stall-figures')).toHaveText(
        'No scan for 9 days; on this route 90% of parcels move within 6 days.',
      );
      await expect(notice).toContainText('Contact the sender or the shop first');
      await expect(notice).toContainText('If that does not help, contact China Post with the tracking number.');
      // China Post has no tracking-link template in the directory: its page here, with its website and phone.
      await expect(notice.getByRole('link', { name: 'China Post: website and phone' })).toHaveAttribute(
        'href',
        '/couriers/china-post',
      );

      await page.goto(`/de/track/${code}`);
      await expect(page.getByTestId('stall-figures')).toHaveText(
        'Seit 9 Tagen kein Scan; auf dieser Route werden 90 % der Pakete innerhalb von 6 Tagen weiter gescannt.',
      );
    },
  );
});
