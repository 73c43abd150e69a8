import { test as base, expect } from '@playwright/test';
import {
  SeventeenTrackLoopback,
  shipmentTrackInfo,
} from '../../backend/src/modules/tracking/carriers/testing/seventeen-track-loopback.test-support.js';
import { seriousViolations } from '../support/axe.js';
import { startProductServer, type ProductServer } from '../support/product-server.js';

/**
 * A China Post parcel that USPS delivers, tracked through 17TRACK: the product runs with its 17TRACK key and URL
 * pointing at a loopback 17TRACK (register, gettrackinfo, signed pushes to the product's webhook).
 */

const KEY = 'e2e-17track-key';
const NUMBER = 'RR123456789CN';
const USPS_NUMBER = '9400111899223397910390';

const test = base.extend<{ baseURL: string }, { seventeenTrack: SeventeenTrackLoopback; server: ProductServer }>({
  seventeenTrack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const loopback = await SeventeenTrackLoopback.start(KEY);
      await use(loopback);
      await loopback.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ seventeenTrack }, use) => {
      const server = await startProductServer({
        SEVENTEENTRACK_API_KEY: KEY,
        SEVENTEENTRACK_API_URL: seventeenTrack.baseUrl,
        CARRIER_RATE_LIMITS: '17track:100',
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

test.describe.configure({ mode: 'serial' });

test('a parcel handed over to a last-mile carrier shows both legs on one timeline once 17TRACK pushes it', async ({
  page,
  server,
  seventeenTrack,
}) => {
  seventeenTrack.setTrackInfo(NUMBER, shipmentTrackInfo('in-transit'));
  await page.goto(`/track/${NUMBER}`);
  const result = page.getByTestId('tracking-result');
  await expect(result.getByTestId('status-badge')).toHaveText('In Transit');
  await expect(page.getByTestId('tracking-events').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('hand-off')).toHaveCount(0);

  seventeenTrack.setTrackInfo(NUMBER, shipmentTrackInfo('delivered'));
  const push = await seventeenTrack.push(
    `${server.baseUrl}/api/webhooks/17track`,
    seventeenTrack.pushBody('TRACKING_UPDATED', NUMBER),
  );
  expect(push.status).toBe(200);
  await page.reload();

  await expect(result.getByTestId('status-badge')).toHaveText('Delivered');
  const handOff = page.getByTestId('hand-off');
  await expect(handOff).toContainText('China Post handed this parcel over to USPS');
  const first = handOff.getByTestId('hand-off-leg-first');
  const lastMile = handOff.getByTestId('hand-off-leg-last-mile');
  await expect(first).toContainText('First leg');
  await expect(first.getByRole('link', { name: 'China Post', exact: true })).toHaveAttribute(
    'href',
    '/couriers/china-post',
  );
  await expect(first.getByRole('link', { name: `Track number ${NUMBER}` })).toHaveAttribute('href', `/track/${NUMBER}`);
  await expect(lastMile).toContainText('Last mile');
  await expect(lastMile.getByRole('link', { name: 'USPS', exact: true })).toHaveAttribute('href', '/couriers/usps');
  await expect(lastMile.getByRole('link', { name: `Track number ${USPS_NUMBER}` })).toHaveAttribute(
    'href',
    `/track/${USPS_NUMBER}`,
  );
  // Each leg also links to its carrier's own tracking page for its own number.
  await expect(lastMile.getByRole('link', { name: /Track on USPS/ })).toHaveAttribute(
    'href',
    `https://tools.usps.com/go/TrackConfirmAction?tLabels=${USPS_NUMBER}`,
  );
  await expect(first.getByRole('link', { name: /Track on China Post/ })).toHaveAttribute(
    'href',
    `https://www.ems.com.cn/qps/yjcx?mailNum=${NUMBER}`,
  );

  // Newest first: USPS's three events, the hand-over, then China Post's three.
  const items = handOff.getByTestId('tracking-events').getByRole('listitem');
  await expect(items).toHaveCount(7);
  await expect(items.nth(0)).toContainText('Delivered, In/At Mailbox');
  await expect(items.nth(3)).toHaveText('Handed over to USPS');
  const legs = await handOff
    .locator('[data-leg]')
    .evaluateAll((badges) => badges.map((badge) => `${badge.getAttribute('data-leg')}: ${badge.textContent}`));
  expect(legs).toEqual([
    'last-mile: Last mile: USPS',
    'last-mile: Last mile: USPS',
    'last-mile: Last mile: USPS',
    'first: First leg: China Post',
    'first: First leg: China Post',
    'first: First leg: China Post',
  ]);
  expect(await seriousViolations(page)).toEqual([]);

  await lastMile.getByRole('link', { name: `Track number ${USPS_NUMBER}` }).click();
  await expect(page).toHaveURL(new RegExp(`/track/${USPS_NUMBER}$`));
  await expect(page.getByRole('heading', { level: 1, name: USPS_NUMBER })).toBeVisible();
});

test('the legs speak the page’s language and link within it', async ({ page }) => {
  await page.goto(`/de/track/${NUMBER}`);
  const handOff = page.getByTestId('hand-off');
  await expect(handOff.getByTestId('hand-off-leg-last-mile')).toContainText('Letzte Meile');
  await expect(handOff.getByTestId('hand-off-leg-first')).toContainText('Erste Etappe');
  await expect(handOff.getByTestId('hand-over')).toHaveText('Übergeben an USPS');
  await expect(handOff.getByRole('link', { name: 'USPS', exact: true })).toHaveAttribute('href', '/de/couriers/usps');
});
