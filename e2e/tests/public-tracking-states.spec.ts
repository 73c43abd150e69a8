import { test as base, expect, type Page } from '@playwright/test';
import {
  LoopbackCarrierServer,
  loadFixture,
  respondJson,
  type RouteHandler,
} from '../../backend/src/modules/tracking/carriers/testing/loopback-carrier-server.test-support.js';
import { test as keylessTest } from '../support/fixtures.js';
import { waitForHydration } from '../support/hydration.js';
import { startProductServer, type ProductServer } from '../support/product-server.js';
import { readSavedCodesCookie } from '../support/saved-codes-cookie.js';
import { staffChangeHeaders } from '../support/staff-api.js';
import { signInThroughApi } from '../support/staff-account.js';

/**
 * The three honest states of a result page (issue 19): the carrier was asked and has nothing; there is no live
 * connection to the carrier here; the carrier is not answering. With the carrier's own tracking page linked each time.
 */

const UPS_NUMBER = '1Z999AA10123456784';
const UPS_LINK = `https://www.ups.com/track?tracknum=${UPS_NUMBER}`;

async function expectCarrierLink(page: Page, name: string, href: string) {
  const link = page.getByTestId('carrier-links').getByRole('link', { name });
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
}

keylessTest.describe('a recognised number on an install without carrier keys', () => {
  keylessTest(
    'says there is no live connection, links to the carrier, and saves the number',
    async ({ page, context }) => {
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('searchbox', { name: 'Tracking number' }).fill(UPS_NUMBER.toLowerCase());
      await page.getByRole('button', { name: 'Track', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/track/${UPS_NUMBER}$`));
      const notice = page.getByTestId('not-connected');
      await expect(notice).toContainText('No live connection to UPS here');
      await expect(notice).toContainText('nothing has been checked for this number yet');
      await expectCarrierLink(page, "Track on UPS's website (opens in a new tab)", UPS_LINK);
      await expect(page.getByTestId('no-information')).toHaveCount(0);
      await expect(page.getByTestId('carrier-not-answering')).toHaveCount(0);

      // Kept in the visitor's list like any number, with status false and the carrier it was recognised as.
      await expect
        .poll(async () => ((await readSavedCodesCookie(context)).list as unknown[] | undefined)?.[0])
        .toMatchObject({ code: UPS_NUMBER, status: false, carriers: [{ code: 'ups', name: 'UPS' }] });
    },
  );

  keylessTest('has the link in the server-rendered page, before any script runs', async ({ request }) => {
    const html = await (await request.get(`/track/${UPS_NUMBER}`)).text();
    const link = html.match(/<a [^>]*href="https:\/\/www\.ups\.com\/track\?tracknum=1Z999AA10123456784"[^>]*>/)?.[0];
    expect(link).toBeDefined();
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('Track on UPS&#x27;s website');
  });

  keylessTest('says it in German on the German page', async ({ page }) => {
    await page.goto(`/de/track/${UPS_NUMBER}`);
    await expect(page.getByTestId('not-connected')).toContainText('Keine direkte Verbindung zu UPS');
    await expectCarrierLink(page, 'Auf der Website von UPS verfolgen (öffnet sich in einem neuen Tab)', UPS_LINK);
  });
});

keylessTest.describe('the back-office carrier form', () => {
  keylessTest(
    'edits the tracking-link template, refuses one without {number}, and the result page follows',
    async ({ page }) => {
      await signInThroughApi(page.request);
      const filter = encodeURIComponent(JSON.stringify({ code: 'ups' }));
      const ups = (
        (await (await page.request.get(`/api/carriers?filter=${filter}`)).json()) as { records: Array<{ _id: string }> }
      ).records[0];
      await page.goto(`/admin/carriers?edit=${ups._id}`);
      // The record form replaces "Loading ..." once the carrier is read (slow on a busy machine).
      await expect(page.getByRole('heading', { name: 'UPS', level: 1 })).toBeVisible({ timeout: 30_000 });
      const template = page.getByLabel('Tracking link template');
      await expect(template).toHaveValue('https://www.ups.com/track?tracknum={number}');
      try {
        await template.fill('https://www.ups.com/track');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(
          page.getByText('Enter an https address with {number} where the tracking number goes'),
        ).toBeVisible();

        await template.fill('https://www.ups.com/track?loc=de_DE&tracknum={number}');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

        await page.goto(`/track/${UPS_NUMBER}`);
        await expectCarrierLink(
          page,
          "Track on UPS's website (opens in a new tab)",
          `https://www.ups.com/track?loc=de_DE&tracknum=${UPS_NUMBER}`,
        );
      } finally {
        const headers = await staffChangeHeaders(page.request);
        await page.request.put(`/api/carriers/${ups._id}`, {
          headers,
          data: { tracking_url_template: 'https://www.ups.com/track?tracknum={number}' },
        });
      }
    },
  );
});

/** DHL answers as `dhlAnswer` says; the product runs with DHL's key pointing at this loopback server. */
const dhl = { server: undefined as LoopbackCarrierServer | undefined, answer: undefined as RouteHandler | undefined };
let starting: Promise<ProductServer> | undefined;

async function startWithDhl(): Promise<ProductServer> {
  const server = await LoopbackCarrierServer.start();
  dhl.server = server;
  server.route('GET', '/track/shipments', (request, response) => dhl.answer!(request, response));
  return startProductServer({
    DHL_API_KEY: 'e2e-key',
    DHL_API_URL: server.baseUrl,
    CARRIER_RATE_LIMITS: 'dhl:1000',
    TRACKING_FRESH_SECONDS: '0',
  });
}

const test = base.extend<{ baseURL: string; dhlServer: ProductServer }>({
  dhlServer: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      starting ??= startWithDhl();
      await use(await starting);
    },
    // Starting writes the first admin and the demo data, which can take a minute on a busy machine.
    { timeout: 120_000 },
  ],
  baseURL: async ({ dhlServer }, use) => {
    await use(dhlServer.baseUrl);
  },
});

interface DhlEvent {
  statusCode: string;
}

/** DHL's documented shipment for the number asked, cut back to the scans before its delivery. */
const dhlInTransit: RouteHandler = (request, response) => {
  const fixture = loadFixture<{ shipments: Array<{ events: DhlEvent[] }> }>('dhl-shipment.json');
  const shipment = fixture.shipments[0];
  const events = shipment.events.filter((event) => event.statusCode !== 'delivered');
  respondJson(200, {
    shipments: [{ ...shipment, id: request.query.get('trackingNumber'), status: events[0], events }],
  })(request, response);
};

test.describe('a number of a connected carrier', () => {
  test.afterAll(async () => {
    if (starting) await (await starting).stop();
    await dhl.server?.close();
  });

  test('the carrier was asked and has nothing: the no-information view, and its own page linked', async ({ page }) => {
    dhl.answer = respondJson(404, loadFixture('dhl-not-found.json'));
    await page.goto('/track/JJD0012340000001');
    const view = page.getByTestId('no-information');
    await expect(view).toContainText('No information about your package.');
    await expect(page.getByTestId('not-connected')).toHaveCount(0);
    await expect(page.getByTestId('carrier-not-answering')).toHaveCount(0);
    const link = page.getByTestId('carrier-links').getByRole('link');
    await expect(link.first()).toHaveAttribute('href', /JJD0012340000001/);
    expect(dhl.server!.requestsTo('GET', '/track/shipments').length).toBeGreaterThan(0);
  });

  test('the carrier is not answering: the events stored before stay, with "try again later"', async ({ page }) => {
    dhl.answer = dhlInTransit;
    await page.goto('/track/JJD0012340000002');
    const result = page.getByTestId('tracking-result');
    await expect(result).toBeVisible();
    const events = await page.getByTestId('tracking-events').getByRole('listitem').count();
    expect(events).toBeGreaterThan(0);

    dhl.answer = respondJson(500, { title: 'Internal Server Error' });
    await page.reload();
    const notice = page.getByTestId('carrier-not-answering');
    await expect(notice).toContainText('The carrier is not answering right now');
    await expect(notice).toContainText('Showing the last known events');
    await expect(page.getByTestId('tracking-events').getByRole('listitem')).toHaveCount(events);
    await expect(page.getByTestId('no-information')).toHaveCount(0);

    await page.goto('/track/JJD0012340000003');
    await expect(page.getByTestId('carrier-not-answering')).toContainText('try again in a few minutes');
    await expect(page.getByTestId('no-information')).toHaveCount(0);
  });
});
