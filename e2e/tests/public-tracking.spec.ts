import type { Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration.js';
import { expect, test } from '../support/fixtures.js';
import { pauseClockAhead } from '../support/clock.js';

async function search(page: Page, text: string) {
  await waitForHydration(page); // the form's checks are React's
  await page.getByRole('searchbox', { name: 'Tracking number' }).fill(text);
  await page.getByRole('button', { name: 'Track', exact: true }).click();
}

/** Holds the browser's lookup of `code` until the returned function is called (the skeleton stays until then). */
async function holdLookup(page: Page, code: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/tracking/${code}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('tracking a parcel', () => {
  test('a demo number shows the detected carrier, the result and its events newest first', async ({ page }) => {
    await page.goto('/');
    await search(page, 'lz473829165cn');
    await expect(page).toHaveURL(/\/track\/LZ473829165CN$/);
    await expect(page.getByRole('heading', { level: 1, name: 'LZ473829165CN' })).toBeVisible();
    await expect(page.getByTestId('detected-carriers')).toContainText('China Post');

    const result = page.getByTestId('tracking-result');
    await expect(result.getByTestId('status-badge')).toHaveText('In Transit');
    await expect(result.getByText('Demo shipment')).toBeVisible();
    await expect(page.getByTestId('detail-origin')).toContainText('Shenzhen, China');
    await expect(page.getByTestId('detail-destination')).toContainText('Seattle, WA, United States');
    await expect(page.getByTestId('detail-sender')).toContainText('Shenzhen Bright Gadgets Co.');
    await expect(page.getByTestId('detail-recipient')).toContainText('A. Chen');
    await expect(page.getByTestId('detail-weight')).toContainText('410 gr');
    await expect(page.getByTestId('detail-days-in-transit')).toContainText('11 days');
    await expect(page.getByTestId('detail-estimated-delivery')).toContainText('–');
    await expect(page.getByTestId('detail-predicted-delivery')).not.toBeEmpty();
    await expect(page.getByTestId('detail-found-in')).toContainText('China Post');

    const events = page.getByTestId('tracking-events').getByRole('listitem');
    await expect(events).toHaveCount(5);
    await expect(events.first()).toContainText('Released from customs, in transit to next facility');
    await expect(events.first()).toContainText('Chicago, IL, US');
    await expect(events.first()).toContainText('China Post');
    await expect(events.last()).toContainText('Electronic information received');
    const times = await page
      .getByTestId('tracking-events')
      .locator('time')
      .evaluateAll((elements) => elements.map((element) => Date.parse(element.getAttribute('datetime') ?? '')));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('an extra carrier shows with its tracking number, linked to its own result', async ({ page }) => {
    await page.route('**/api/tracking/LZ473829165CN', async (route) => {
      const response = await route.fetch();
      const result = await response.json();
      result.shipmentInfo.extraCarrier = { trackingNumber: '9400111201080805483016', companyCode: 'usps' };
      await route.fulfill({ response, json: result });
    });
    await page.goto('/track/LZ473829165CN');
    const extra = page.getByTestId('detail-extra-carrier');
    await expect(extra).toContainText('usps');
    await expect(extra.getByRole('link', { name: '9400111201080805483016' })).toHaveAttribute(
      'href',
      '/track/9400111201080805483016',
    );
  });

  test('every demo status has its badge', async ({ page }) => {
    const demos = [
      ['1Z5R89390357567127', 'Delivered'],
      ['3318810025', 'Out for Delivery'],
      ['986578788855', 'Delivery Fail'],
      ['09133131530724', 'Returned'],
    ] as const;
    for (const [code, badge] of demos) {
      await page.goto(`/track/${code}`);
      await expect(page.getByTestId('tracking-result').getByTestId('status-badge')).toHaveText(badge);
    }
  });

  test('a skeleton stands in while the carriers are asked, after the detected carrier shows', async ({ page }) => {
    const release = await holdLookup(page, '1Z5R89390357567127');
    await page.goto('/track/1Z5R89390357567127');
    await expect(page.getByTestId('tracking-skeleton')).toBeVisible();
    await expect(page.getByTestId('detected-carriers')).toContainText('UPS');
    release();
    await expect(page.getByTestId('tracking-skeleton')).toBeHidden();
    await expect(page.getByTestId('tracking-result').getByTestId('status-badge')).toHaveText('Delivered');
  });

  // A phone (Lighthouse's mobile screen) and a laptop: what is on the first screen does not move when the result
  // replaces the skeleton (no layout shift, which Lighthouse counts and a visitor about to tap a link feels).
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1350, height: 940 },
  ]) {
    test(`the result takes the skeleton's place without moving the page (${viewport.width}x${viewport.height})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as { shifts: string[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            for (const source of entry.sources)
              shifts.push(
                `${entry.value.toFixed(3)} ${(source.node as Element | undefined)?.className ?? '?'} ` +
                  `y ${source.previousRect.y} -> ${source.currentRect.y}`,
              );
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const release = await holdLookup(page, '1Z5R89390357567127');
      await page.goto('/track/1Z5R89390357567127');
      await waitForHydration(page);
      await expect(page.getByTestId('tracking-skeleton')).toBeVisible();
      const before = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts.length);
      release();
      await expect(page.getByTestId('tracking-result').getByTestId('status-badge')).toHaveText('Delivered');
      await expect(page.getByTestId('carrier-links')).toBeAttached();
      // Layout-shift entries arrive after the frame that moved something: wait two frames.
      const shifts = await page.evaluate(async () => {
        for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
        return (window as unknown as { shifts: string[] }).shifts;
      });
      expect(shifts.slice(before)).toEqual([]);
    });
  }

  test('a failed lookup shows an error and tracks again on retry', async ({ page }) => {
    await page.route('**/api/tracking/RB123456785GB', (route) =>
      route.fulfill({ status: 503, json: { statusCode: 503, message: 'Service unavailable' } }),
    );
    await page.goto('/track/RB123456785GB');
    await waitForHydration(page);
    await expect(page.getByTestId('tracking-error')).toContainText('We could not get tracking information right now.');
    await page.unroute('**/api/tracking/RB123456785GB');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('tracking-result').getByTestId('status-badge')).toHaveText('Delivered');
  });

  test('track again asks once more', async ({ page }) => {
    await page.goto('/track/3318810025');
    await waitForHydration(page);
    await expect(page.getByTestId('tracking-result')).toBeVisible();
    const again = page.waitForRequest((request) => request.url().endsWith('/api/tracking/3318810025'));
    await page.getByRole('button', { name: 'Track again' }).click();
    await again;
    await expect(page.getByTestId('tracking-result').getByTestId('status-badge')).toHaveText('Out for Delivery');
  });

  test('an unknown number shows the no-information view', async ({ page }) => {
    await page.goto('/');
    await search(page, 'ABCDEF123');
    const view = page.getByTestId('no-information');
    await expect(view).toBeVisible();
    await expect(view).toContainText('No information about your package.');
    await expect(view).toContainText('Package has not been sent yet or you entered invalid tracking number');
    await expect(view).toContainText('Check the tracking number');
    await expect(view).toContainText('Tracking may start several days after the package is sent');
    await expect(view.getByTestId('status-badge')).toHaveText('Not Found');
    await expect(page.getByTestId('order-number-warning')).toHaveCount(0);
  });

  test('an order number shows the order-number warning', async ({ page }) => {
    await page.goto('/');
    await search(page, '112-1234567-1234567');
    await expect(page).toHaveURL(/\/track\/112-1234567-1234567$/);
    const warning = page.getByTestId('order-number-warning');
    await expect(warning).toContainText('You are probably trying to track Amazon ORDER number');
    await expect(warning).toContainText('The number you entered is an ORDER number and not a TRACKING number');
    await expect(page.getByTestId('no-information')).toBeVisible();
  });

  test('a Shopify order number (#1001) is recognised without asking the API', async ({ page }) => {
    const trackingCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/tracking/')) trackingCalls.push(request.url());
    });
    await page.goto('/');
    await search(page, '#1001');
    await expect(page).toHaveURL(/\/track\/%231001$/);
    await expect(page.getByTestId('order-number-warning')).toContainText(
      'You are probably trying to track Shopify store ORDER number',
    );
    await expect(page.getByTestId('no-information')).toBeVisible();
    expect(trackingCalls).toEqual([]);
  });

  test('input the API would refuse is explained at once', async ({ page }) => {
    await page.goto('/');
    await search(page, '   ');
    await expect(page.getByRole('alert')).toHaveText('Enter a tracking number');
    await search(page, '1Z/5R89');
    await expect(page.getByRole('alert')).toHaveText(
      'Tracking number may contain only letters, digits, spaces, dashes and dots.',
    );
    await expect(page).toHaveURL(/\/$/);
  });

  test('/track is the search form alone', async ({ page }) => {
    await page.goto('/track');
    await expect(page.getByRole('heading', { level: 1, name: 'Track a parcel' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Tracking number' })).toHaveCount(1);
    await search(page, '09133131530724');
    await expect(page).toHaveURL(/\/track\/09133131530724$/);
  });
});

test.describe('sharing a result', () => {
  test('WhatsApp, Viber and Telegram links carry the page URL', async ({ page, baseURL }) => {
    await page.goto('/track/1Z5R89390357567127');
    const url = encodeURIComponent(`${baseURL}/track/1Z5R89390357567127`);
    const share = page.getByTestId('share-block');
    await expect(share.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${url}`,
    );
    await expect(share.getByRole('link', { name: 'Share on Viber' })).toHaveAttribute(
      'href',
      `viber://forward?text=${url}`,
    );
    await expect(share.getByRole('link', { name: 'Share on Telegram' })).toHaveAttribute(
      'href',
      `https://t.me/share/url?url=${url}`,
    );
  });

  test('copy link copies the URL and shows a toast for one second', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The toast's second is the page's time on Playwright's clock, not this host's speed.
    await page.clock.install();
    await page.goto('/track/1Z5R89390357567127');
    await waitForHydration(page); // the server-rendered button does nothing until the browser has taken over
    await pauseClockAhead(page);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/track/1Z5R89390357567127`);
    await page.clock.runFor(999);
    await expect(toast).toHaveText('Link copied');
    await page.clock.runFor(1);
    await expect(toast).toBeHidden();
  });
});
