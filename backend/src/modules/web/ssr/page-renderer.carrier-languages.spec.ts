import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { CARRIER_SERVICE_SEED } from '../../carriers/seed-data/carrier-services.seed-data.js';
import {
  seededCarrierTranslations,
  seededServiceContent,
} from '../../carriers/seed-data/carrier-translations.seed-data.js';
import { CARRIER_SEED } from '../../carriers/seed-data/carriers.seed-data.js';
import { frontendDirs } from '../static-frontends.js';

if (!existsSync(join(frontendDirs.publicServer, 'server.cjs')))
  throw new Error('The public site is not built: run `npm run build -w frontend-shell -w frontend-public` first.');

/** The server-rendered root (the page as shown, without the data it was rendered from). */
function root(html: string): string {
  return /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
}

/** The text of the server-rendered root, tags removed and the characters React escapes read back. */
function rootText(html: string): string {
  return root(html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Issue 24, point 1: the seeded carriers' pages in German, Spanish and Russian show their own texts, not English ones.
describe('server-rendered courier pages of seeded carriers in other languages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['de', 'dhl', 'DHL Express Sendungsverfolgung'],
    ['es', 'usps', 'Seguimiento de USPS'],
    ['ru', 'china-post', 'Отслеживание China Post'],
  ] as const)('/%s/couriers/%s: title, description and services in the language', async (language, code, title) => {
    const seed = CARRIER_SEED.find((carrier) => carrier.code === code)!;
    const texts = seededCarrierTranslations(seed)[language]!;
    const html = (await t.http.get(`/${language}/couriers/${code}`).expect(200)).text;
    expect(html).toContain(`<html lang="${language}"`);
    expect(html).toMatch(new RegExp(`<h1 tabindex="-1">${title}</h1>`));
    expect(html).toContain(`<title>${title}`);
    expect(html).toContain(`<p class="pp-courier__summary">${escaped(texts.short_content!)}</p>`);
    expect(root(html)).not.toContain(escaped(seed.description));
    const text = rootText(html);
    for (const service of CARRIER_SERVICE_SEED.filter((candidate) => candidate.carrierCode === code)) {
      const content = seededServiceContent(service)[language]!;
      expect(text).toContain(content.short_content);
      expect(text).toContain(content.shipping_time);
      expect(text).not.toContain(service.shipping_time);
      if (content.trackingService) expect(text).toContain(content.trackingService);
    }
    // Nothing the page shows of this carrier (title, description, services) is marked as an English fallback.
    const page = root(html);
    const own = page.slice(
      page.indexOf('data-testid="courier-page"'),
      page.indexOf('data-testid="carrier-top-routes"'),
    );
    expect(own).toContain('data-testid="carrier-services"');
    expect(own).not.toMatch(/ lang="en"/);
  });

  it('shows the Russian China Post services with their shipping times and translated names', async () => {
    const text = rootText((await t.http.get('/ru/couriers/china-post').expect(200)).text);
    expect(text).toContain('7–20 рабочих дней');
    expect(text).toContain('Заказная авиапочта');
    expect(text).not.toMatch(/business days|Registered Air Mail/);
  });
});
