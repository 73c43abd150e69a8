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
  /** Whether the page shows the planted record itself (a detail page or an editor), so the payload must appear. */
  detail: boolean;
  /** Staff pages are opened signed in (as the editor, who manages content, carriers and shops). */
  staff: boolean;
}

async function firstRecord(
  admin: StaffSession,
  baseUrl: string,
  list: string,
  filter?: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const query = filter ? `&filter=${encodeURIComponent(JSON.stringify(filter))}` : '';
  const answer = await admin.call(baseUrl, `${list}?limit=1${query}`);
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
async function plantInCarrierAndShop(context: CaseContext, admin: StaffSession, baseUrl: string): Promise<Target[]> {
  const carrier = await firstRecord(admin, baseUrl, '/api/carriers');
  await update(admin, baseUrl, `/api/carriers/${String(carrier._id)}`, {
    name: PLAIN,
    translations: { en: { title: PLAIN, short_content: PLAIN, content: RICH } },
  });
  const shop = await firstRecord(admin, baseUrl, '/api/shops');
  await update(admin, baseUrl, `/api/shops/${String(shop._id)}`, {
    name: PLAIN,
    published: true,
    translations: { en: { title: PLAIN, short_content: PLAIN, content: RICH } },
  });
  context.figure('payloads planted', `${PAYLOADS.length} in a carrier and a shop (name, title, short text, rich text)`);
  return [
    { page: `/couriers/${String(carrier.code)}`, what: 'carrier page', detail: true, staff: false },
    { page: `/shops/${String(shop.system_name)}`, what: 'shop page', detail: true, staff: false },
    { page: '/couriers', what: 'carrier list', detail: false, staff: false },
    { page: '/shops', what: 'shop list', detail: false, staff: false },
  ];
}

/**
 * Writes the payloads into every text field of a seeded, published article (title, short description, rich
 * description, its English translation, its custom text field) and of its category (name, short and rich
 * description), and shows the record on the front page and in the menu. A `javascript:` link in the record's link
 * field must be refused by the API.
 */
async function plantInContent(context: CaseContext, admin: StaffSession, baseUrl: string): Promise<Target[]> {
  const category = await firstRecord(admin, baseUrl, '/api/taxonomy', { sys_name: 'article' });
  const record = await firstRecord(admin, baseUrl, '/api/content', { taxonomy: 'article', published: true });
  const path = `/api/content/${String(record._id)}`;
  const scriptLink = await admin.call(baseUrl, path, {
    method: 'PUT',
    body: { customFields: { 'source-link': 'javascript:window.__xss=1' } },
  });
  context.check(
    scriptLink.status === 400,
    'the API refuses a javascript: link in a content link field',
    `${scriptLink.status}: ${scriptLink.text.slice(0, 200)}`,
  );
  await update(admin, baseUrl, path, {
    title: PLAIN,
    short_description: PLAIN,
    description: RICH,
    showOnFront: true,
    showOnMenu: true,
    translations: { en: { title: PLAIN, short_content: PLAIN, content: RICH } },
    customFields: { 'reading-time': PLAIN },
  });
  await update(admin, baseUrl, `/api/taxonomy/${String(category._id)}`, {
    name: PLAIN,
    short_description: PLAIN,
    description: RICH,
  });
  context.figure(
    'content payloads planted',
    `${PAYLOADS.length} in an article (title, short description, rich description, translation, custom field) and its category (name, short and rich description)`,
  );
  const recordPage = `/t/${String(category.sys_name)}/${String(record.seo_url)}`;
  return [
    { page: recordPage, what: 'content record page', detail: true, staff: false },
    { page: `/t/${String(category.sys_name)}`, what: 'category list', detail: true, staff: false },
    { page: '/t/help-center', what: 'help center list', detail: false, staff: false },
    { page: '/', what: 'front page', detail: false, staff: false },
    { page: '/admin/content', what: 'admin content list', detail: true, staff: true },
    {
      page: `/admin/content?action=edit&_id=${String(record._id)}`,
      what: 'admin content editor',
      detail: true,
      staff: true,
    },
    { page: '/admin/content/taxonomy', what: 'admin category list', detail: true, staff: true },
    {
      page: `/admin/content/taxonomy?action=edit&_id=${String(category._id)}`,
      what: 'admin category editor',
      detail: true,
      staff: true,
    },
  ];
}

/** Whether the page shows the planted text: in its text, or in a form field's value (an editor). */
const PLANTED_SHOWN = `document.body.innerText.includes('onerror=') ||
  [...document.querySelectorAll('input, textarea')].some((field) => field.value.includes('onerror=')) ||
  [...document.querySelectorAll('[contenteditable]')].some((editor) => editor.innerText.includes('between'))`;

/**
 * Stored XSS in the browser: markup payloads saved by staff into a carrier, a shop, a content record and its category
 * are shown by real Chromium on the public carrier, shop and content pages (and their lists, the menu and the front
 * page) and on the admin content list and editors, signed in as the editor; none runs (no `window.__xss`, no dialog),
 * also after a click on the planted link.
 */
export const browserXss = (shared: CaseContext): SuiteCase => ({
  id: 'browser-xss',
  title: 'Stored XSS on the public carrier, shop and content pages and the admin content pages, in Chromium',
  timeoutMs: 300_000,
  async run(context) {
    const product = await hostileProduct(shared);
    const targets = [
      ...(await plantInCarrierAndShop(context, product.admin, product.baseUrl)),
      ...(await plantInContent(context, product.admin, product.baseUrl)),
    ];
    const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    context.defer('close Chromium', () => browser.close());
    const visitor = await browser.newPage();
    const staffContext = await browser.newContext();
    const [name, value] = product.editor.cookie.split(/=(.*)/s);
    await staffContext.addCookies([{ name, value, url: product.baseUrl }]);
    const staff = await staffContext.newPage();
    const dialogs: string[] = [];
    for (const page of [visitor, staff]) {
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
    }
    for (const target of targets) {
      const page = target.staff ? staff : visitor;
      const response = await page.goto(`${product.baseUrl}${target.page}`, {
        waitUntil: 'networkidle',
        timeout: 30_000,
      });
      await page.waitForTimeout(500);
      // Evaluated in the page, as text: this workspace has no DOM types.
      const shown = (await page.evaluate<number>('document.body.innerText.length')) > 0;
      const signedOut = target.staff && new URL(page.url()).pathname !== new URL(target.page, 'http://x').pathname;
      // The planted text is on the page (escaped), so the payloads really reached it.
      const planted = await page.evaluate<boolean>(PLANTED_SHOWN);
      const ran = await page.evaluate<boolean>('window.__xss === 1');
      const link = await page.$('#xss-link');
      if (link) await link.click({ timeout: 2000 }).catch(() => undefined);
      const ranAfterClick = await page.evaluate<boolean>('window.__xss === 1');
      context.check(
        response?.status() === 200 && shown && !signedOut,
        `${target.what} (${target.page}) renders`,
        `${response?.status()} at ${page.url()}`,
      );
      if (target.detail) context.check(planted, `the ${target.what} shows the planted payloads as text`);
      context.check(!ran && !ranAfterClick && dialogs.length === 0, `no payload runs on the ${target.what}`);
    }
    context.figure('pages loaded in Chromium', targets.length);
  },
});
