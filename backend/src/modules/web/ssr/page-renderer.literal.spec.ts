import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { frontendDirs } from '../static-frontends.js';

if (!existsSync(join(frontendDirs.publicServer, 'server.cjs')))
  throw new Error('The public site is not built: run `npm run build -w frontend-shell -w frontend-public` first.');

/**
 * The four patterns a `String.prototype.replace` replacement string interprets. Each of them in visitor text once
 * turned a page into nested copies of itself (`` $` `` copies everything before the match, once per occurrence).
 */
const PATTERNS = ['$`', "$'", '$&', '$$'] as const;

/** A document of any public page is far below this; a nested copy of the document per pattern is far above it. */
const PAGE_BOUND = 600_000;

function documentShape(html: string) {
  return {
    length: html.length <= PAGE_BOUND,
    doctype: html.match(/<!doctype html>/gi)?.length ?? 0,
    html: html.match(/<html[\s>]/g)?.length ?? 0,
    title: html.match(/<title>/g)?.length ?? 0,
    root: html.match(/<div id="root">/g)?.length ?? 0,
    data: html.match(/id="pp-preloaded-data"/g)?.length ?? 0,
  };
}

const ONE_DOCUMENT = { length: true, doctype: 1, html: 1, title: 1, root: 1, data: 1 };

/** The text of the server-rendered root with React's entities read back. */
function rootText(html: string): string {
  return rootTextOf(/<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '');
}

function rootTextOf(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function titleText(html: string): string {
  return (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').replace(/&#39;/g, "'").replace(/&#38;/g, '&');
}

describe('server-rendered pages with replacement patterns in visitor text and stored names', () => {
  let t: TestApp;
  const name = (pattern: string) => `Cash ${pattern} Post`;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.signIn();
    for (const [index, pattern] of PATTERNS.entries()) {
      await admin
        .post('/api/carriers', {
          code: `cash-post-${index}`,
          name: name(pattern),
          type: 'express',
          countryIso: 'DE',
          translations: { en: { title: `${name(pattern)} Tracking`, short_content: `Fees from US${pattern}5.` } },
        })
        .expect(201);
      await admin
        .post('/api/shops', { name: name(pattern), system_name: `cash-shop-${index}`, type: 'marketplace' })
        .expect(201);
    }
    const category = await admin.post('/api/taxonomy', { name: `Help ${PATTERNS.join(' ')}`, sys_name: 'dollars' });
    expect(category.status).toBe(201);
    const types = await admin.get('/api/content-types?limit=100').expect(200);
    const articleType = (types.body as { records: { _id: string; sys_name: string }[] }).records[0];
    for (const [index, pattern] of PATTERNS.entries())
      await admin
        .post('/api/content', {
          contentTypeId: articleType._id,
          title: `Article ${pattern} price`,
          seo_url: `article-${index}`,
          description: `<p>Costs US${pattern}5</p>`,
          taxonomy: [(category.body as { _id: string })._id],
          published: true,
        })
        .expect(201);
  });
  afterAll(() => t.close());

  it.each(PATTERNS)('renders paths holding %s as one document of bounded size', async (pattern) => {
    const encoded = encodeURIComponent(pattern);
    for (const path of [
      `/track/AB${encoded}CD`,
      `/track/A${encoded.repeat(46)}B`,
      `/de/track/AB${encoded}CD`,
      `/track?codes=AB${encoded}CD,EF${encoded}GH`,
      `/couriers/x${encoded}`,
      `/shops/x${encoded}`,
      `/shipping-companies/x${encoded}`,
      `/t/x${encoded}`,
      `/t/help-center/x${encoded}`,
      `/dhl-shipping-time-from-cn-to-us${encoded}`,
      `/shipping-time-${encoded}-to-us`,
      `/no-such-page${encoded}`,
      `/ru/no-such-page${encoded}`,
    ]) {
      const response = await t.http.get(path).set('Accept', 'text/html');
      expect({ path, status: response.status < 500 }).toEqual({ path, status: true });
      if (response.status >= 300 && response.status < 400) continue;
      expect({ path, ...documentShape(response.text) }).toEqual({ path, ...ONE_DOCUMENT });
    }
  });

  it.each(PATTERNS)(
    'shows a tracking number holding %s once in the title and the heading, as typed',
    async (pattern) => {
      const code = `AB${pattern}CD`;
      const html = (await t.http.get(`/track/${encodeURIComponent(code)}`).set('Accept', 'text/html')).text;
      expect(documentShape(html)).toEqual(ONE_DOCUMENT);
      expect(titleText(html)).toBe(`${code} · ParcelPilot`);
      const headings = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => rootTextOf(match[1]));
      expect(headings).toEqual([code]);
    },
  );

  it.each(PATTERNS.map((pattern, index) => [pattern, index] as const))(
    'renders stored names holding %s literally on the courier, shop, list and content pages',
    async (pattern, index) => {
      const carrierPage = (await t.http.get(`/couriers/cash-post-${index}`).expect(200)).text;
      expect(documentShape(carrierPage)).toEqual(ONE_DOCUMENT);
      expect(titleText(carrierPage)).toContain(name(pattern));
      expect(rootText(carrierPage)).toContain(name(pattern));
      expect(rootText(carrierPage)).toContain(`Fees from US${pattern}5.`);

      const shopPage = (await t.http.get(`/shops/cash-shop-${index}`).expect(200)).text;
      expect(documentShape(shopPage)).toEqual(ONE_DOCUMENT);
      expect(rootText(shopPage)).toContain(name(pattern));

      const article = (await t.http.get(`/t/dollars/article-${index}`).expect(200)).text;
      expect(documentShape(article)).toEqual(ONE_DOCUMENT);
      expect(titleText(article)).toContain(`Article ${pattern} price`);
      expect(rootText(article)).toContain(`Costs US${pattern}5`);
    },
  );

  it('renders lists of stored names holding every pattern as one document', async () => {
    for (const path of ['/', '/couriers', '/couriers?page=2', '/shops', '/shipping-companies/de', '/t/dollars']) {
      const html = (await t.http.get(path).expect(200)).text;
      expect({ path, ...documentShape(html) }).toEqual({ path, ...ONE_DOCUMENT });
    }
    const shops = rootText((await t.http.get('/shops').expect(200)).text);
    for (const pattern of PATTERNS) expect(shops).toContain(name(pattern));
    const category = (await t.http.get('/t/dollars').expect(200)).text;
    expect(titleText(category)).toContain(`Help ${PATTERNS.join(' ')}`);
  });
});
