import { chromium, type Browser } from 'playwright-core';
import type { StaffSession } from '../support/http.js';
import type { CaseContext, SuiteCase } from '../support/suite.js';
import { hostileProduct } from './hostile-product.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Each payload, if it ever ran, sets window.__xss; none must. */
const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '"><svg onload="window.__xss=1">',
  '<a href="javascript:window.__xss=1" id="xss-link">link</a>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
];
const RICH = PAYLOADS.join('<p>between</p>');
const PLAIN = `Tracking ${PAYLOADS[0]} ${PAYLOADS[2]}`;

interface Target {
  page: string;
  what: string;
  /** Whether the page shows the planted record itself (a detail page), so the payload text must appear. */
  detail: boolean;
}

async function firstRecord(admin: StaffSession, baseUrl: string, list: string): Promise<Record<string, unknown>> {
  const answer = await admin.call(baseUrl, `${list}?limit=1`);
  const record = (answer.body as { records?: Array<Record<string, unknown>> } | undefined)?.records?.[0];
  if (answer.status !== 200 || !record)
    throw new Error(`${list} has no record to write payloads into (${answer.status})`);
  return record;
}

async function update(admin: StaffSession, baseUrl: string, path: string, body: unknown): Promise<void> {
  const answer = await admin.call(baseUrl, path, { method: 'PUT', body });
  if (answer.status !== 200) throw new Error(`PUT ${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
}

/** Writes the payloads into a seeded carrier and shop as the admin would (names, titles, rich content). */
async function plantPayloads(context: CaseContext, admin: StaffSession, baseUrl: string): Promise<Target[]> {
  const targets: Target[] = [];
  const carrier = await firstRecord(admin, baseUrl, '/api/carriers');
  await update(admin, baseUrl, `/api/carriers/${String(carrier._id)}`, {
    name: PLAIN,
    translations: { en: { title: PLAIN, short_content: PLAIN, content: RICH } },
  });
  targets.push({ page: `/couriers/${String(carrier.code)}`, what: 'carrier page', detail: true });
  const shop = await firstRecord(admin, baseUrl, '/api/shops');
  await update(admin, baseUrl, `/api/shops/${String(shop._id)}`, {
    name: PLAIN,
    published: true,
    translations: { en: { title: PLAIN, short_content: PLAIN, content: RICH } },
  });
  targets.push({ page: `/shops/${String(shop.system_name)}`, what: 'shop page', detail: true });
  targets.push(
    { page: '/couriers', what: 'carrier list', detail: false },
    { page: '/shops', what: 'shop list', detail: false },
  );
  context.figure('payloads planted', `${PAYLOADS.length} in a carrier and a shop (name, title, short text, rich text)`);
  return targets;
}

/**
 * Stored XSS in the browser: markup payloads saved by staff into a carrier and a shop are shown on the public carrier
 * and shop pages (and their lists) by real Chromium; none runs (no `window.__xss`, no dialog). Content pages are not
 * covered here (no seeded content record to write into).
 */
export const browserXss = (shared: CaseContext): SuiteCase => ({
  id: 'browser-xss',
  title: 'Stored XSS on the public carrier and shop pages, in Chromium',
  timeoutMs: 180_000,
  async run(context) {
    const product = await hostileProduct(shared);
    const targets = await plantPayloads(context, product.admin, product.baseUrl);
    const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    context.defer('close Chromium', () => browser.close());
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const target of targets) {
      const response = await page.goto(`${product.baseUrl}${target.page}`, {
        waitUntil: 'networkidle',
        timeout: 30_000,
      });
      await page.waitForTimeout(500);
      // Evaluated in the page, as text: this workspace has no DOM types.
      const shown = (await page.evaluate<number>('document.body.innerText.length')) > 0;
      // The planted name is on the page as text (escaped), so the payloads really reached it.
      const planted = await page.evaluate<boolean>("document.body.innerText.includes('onerror=')");
      const ran = await page.evaluate<boolean>('window.__xss === 1');
      const link = await page.$('#xss-link');
      if (link) await link.click({ timeout: 2000 }).catch(() => undefined);
      const ranAfterClick = await page.evaluate<boolean>('window.__xss === 1');
      context.check(
        response?.status() === 200 && shown,
        `${target.what} (${target.page}) renders`,
        `${response?.status()}`,
      );
      if (target.detail) context.check(planted, `the ${target.what} shows the planted payloads as text`);
      context.check(!ran && !ranAfterClick && dialogs.length === 0, `no payload runs on the ${target.what}`);
    }
    context.figure('pages loaded in Chromium', targets.length);
  },
});
