import { test as base } from '@playwright/test';
import { waitForHydration } from '../support/hydration.js';
import { expect, test } from '../support/fixtures.js';
import { startProductServer, type ProductServer } from '../support/product-server.js';
import { signInThroughApi, staffEnv } from '../support/staff-account.js';
import { adminDatabaseUrl, createTestDatabase, query } from '../support/test-database.js';

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
const onPostgres = base.extend<{ baseURL: string }, { database: string; server: ProductServer }>({
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
      // The statistics job every 10 s (its smallest interval), so the test need not wait an hour for it.
      const server = await startProductServer({
        ...staffEnv,
        DATABASE_URL: database,
        STATS_MIN_SAMPLE: '10',
        STATS_REBUILD_INTERVAL_MS: '10000',
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseUrl);
  },
});

const CHINA_POST = `'[{"code":"china-post","name":"China Post"}]'::jsonb`;

onPostgres.describe('the stall notice', () => {
  onPostgres.skip(!adminDatabaseUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server to create a database on)');

  onPostgres(
    'a shipment silent for 9 days on a lane where 90% move within 6 says so, in English and German',
    async ({ page, database }) => {
      onPostgres.setTimeout(180_000);
      const code = 'RR223456788CN';
      // Ten delivered China Post parcels CN→DE whose one gap between scans is 130 hours, and the stalled parcel: scanned
      // 12 days ago and 9 days 3 hours ago (a gap of 69 hours), checked just now (answered from storage). The lane's
      // gaps sorted are 69, 130 × 10: the 90th percentile (position 0.9 × 10 = 9) is 130 hours, 5.4 days, "within 6".
      await query(
        database,
        `insert into tracking_codes (code, status, sub_status, carrier_code, found_in, tracked_in, origin, destination,
         first_event_at, delivered_date, last_checked_at)
       select 'LANE' || n, 'delivered', 'delivered', 'china-post', ${CHINA_POST}, ${CHINA_POST},
         '{"countryIso":"CN"}'::jsonb, '{"countryIso":"DE"}'::jsonb,
         now() - interval '20 days', now() - interval '20 days' + interval '130 hours', now()
       from generate_series(1, 10) as n
       union all
       select $1, 'in transit', 'in transit', 'china-post', ${CHINA_POST}, ${CHINA_POST},
         '{"countryIso":"CN"}'::jsonb, '{"countryIso":"DE"}'::jsonb, now() - interval '12 days', null, now()`,
        [code],
      );
      await query(
        database,
        `insert into tracking_events (tracking_code_id, occurred_at, description, carrier, status, sub_status)
       select id, at, 'Scanned', 'China Post', 'in transit', 'in transit'
       from tracking_codes, lateral (values (first_event_at),
         (coalesce(delivered_date, now() - interval '9 days 3 hours'))) as times(at)
       where code like 'LANE%' or code = $1`,
        [code],
      );

      const notice = page.getByTestId('stall-notice');
      // Until the job has run (and an answer cached before it, for up to 30 s, has expired) there is no notice.
      await expect(async () => {
        await page.goto(`/track/${code}`);
        await expect(notice).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 120_000, intervals: [3_000] });
      await expect(notice).toContainText('Your parcel may be stuck');
      await expect(notice.getByTestId('stall-figures')).toHaveText(
        'No scan for 9 days; on this route 90% of parcels move within 6 days.',
      );
      await expect(notice).toContainText('Contact the sender or the shop first');
      await expect(notice).toContainText('If that does not help, contact China Post with the tracking number.');
      // The carrier's own tracking page for the number (the directory's template), opened in a new tab.
      const carrierLink = notice.getByRole('link', { name: /China Post's tracking page/ });
      await expect(carrierLink).toHaveAttribute('href', `https://www.ems.com.cn/qps/yjcx?mailNum=${code}`);
      await expect(carrierLink).toHaveAttribute('target', '_blank');

      await page.goto(`/de/track/${code}`);
      await expect(page.getByTestId('stall-figures')).toHaveText(
        'Seit 9 Tagen kein Scan; auf dieser Route werden 90 % der Pakete innerhalb von 6 Tagen weiter gescannt.',
      );
    },
  );
});
