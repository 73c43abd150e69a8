import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { DATABASE_CONNECTION } from '../../../database/database.module.js';
import type { DatabaseConnection } from '../../../database/database.js';
import { rawGet } from '../../../testing/raw-get.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { seedDeliveredChinaPostRoute } from '../../stats/testing/delivered-route.test-support.js';
import { frontendDirs } from '../static-frontends.js';

const BASE = 'https://parcelpilot.example';

if (!existsSync(join(frontendDirs.publicServer, 'server.cjs')))
  throw new Error('The public site is not built: run `npm run build -w frontend-shell -w frontend-public` first.');

/** The page's JSON-LD documents, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

function ofType(html: string, type: string): Record<string, unknown> | undefined {
  return jsonLd(html).find((document) => document['@type'] === type);
}

/** The text of the server-rendered root, tags removed. */
function rootText(html: string): string {
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

describe('server-rendered public pages (plain HTTP, no browser)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_BASE_URL: `${BASE}/`, STATS_MIN_SAMPLE: '2' });
    await seedDeliveredChinaPostRoute(t.app, ['SSR1', 'SSR2', 'SSR3']);
    const admin = await t.signIn();
    await admin
      .post('/api/carriers', {
        code: 'ssr-faq',
        name: 'SSR Freight',
        type: 'express',
        countryIso: 'DE',
        translations: { en: { title: 'SSR Freight Tracking', short_content: 'Parcels & pallets from Bonn.' } },
        faqModuleArray: [
          { question: 'How long does a parcel take?', answer: '<p>Two days.</p>' },
          { question: 'Is </script> a problem?', answer: '<p>No & never.</p>' },
        ],
      })
      .expect(201);
  });
  afterAll(() => t.close());

  it('renders a courier page: content, title, description, canonical, hreflang, Open Graph and JSON-LD', async () => {
    const response = await t.http.get('/couriers/usps').set('Accept', 'text/html').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.text;
    expect(html).toMatch(/<h1[^>]*>[^<]*USPS[^<]*<\/h1>/);
    expect(rootText(html)).toContain('About USPS');
    expect(html).toContain('data-testid="courier-page"');
    expect(html).not.toContain('data-testid="skeleton"');
    // Complete markup: no fallback waiting for an inline script (the Content-Security-Policy allows none).
    expect(rootText(html)).not.toContain('Loading');
    // Scripts: JSON data, and the loader that starts the shell's entry after the first paint, allowed by its hash.
    expect(html).not.toMatch(/<script(?! type="application\/(ld\+)?json")(?! data-src=)/);
    expect(html).not.toMatch(/<script defer/);
    expect(html).toContain(`<script data-src="/main.`);
    const loader = /<script data-src="[^"]*">([^<]+)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('first-contentful-paint');
    const loaderHash = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' ${loaderHash}`);

    const headHtml = head(html);
    expect(headHtml).toMatch(/<title>[^<]*USPS[^<]*· ParcelPilot<\/title>/);
    expect(headHtml.match(/<title>/g)).toHaveLength(1);
    expect(headHtml).toMatch(/<meta name="description" content="[^"]+">/);
    expect(headHtml).toContain(`<link rel="canonical" href="${BASE}/couriers/usps">`);
    for (const [lang, href] of [
      ['en', `${BASE}/couriers/usps`],
      ['de', `${BASE}/de/couriers/usps`],
      ['es', `${BASE}/es/couriers/usps`],
      ['ru', `${BASE}/ru/couriers/usps`],
      ['x-default', `${BASE}/couriers/usps`],
    ])
      expect(headHtml).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}">`);
    expect(headHtml).toContain(`<meta property="og:url" content="${BASE}/couriers/usps">`);
    expect(headHtml).toMatch(/<meta property="og:title" content="[^"]*USPS[^"]*">/);

    const breadcrumbs = ofType(html, 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(breadcrumbs.itemListElement.map((item) => item.item)).toEqual([
      `${BASE}/`,
      `${BASE}/couriers`,
      `${BASE}/couriers/usps`,
    ]);
    // The page's data goes with it, so the browser does not load it again.
    const data = /<script type="application\/json" id="pp-preloaded-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data!)).toMatchObject({ '/api/public/carriers/usps': { status: 'ready' } });
  });

  it('writes into a page only the countries it names, not all of them', async () => {
    const countriesIn = async (path: string) => {
      const html = (await t.http.get(path).set('Accept', 'text/html').expect(200)).text;
      const json = /<script type="application\/json" id="pp-preloaded-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
      const data = JSON.parse(json!) as Record<string, { data?: { countries?: { iso: string; name: string }[] } }>;
      return Object.fromEntries(
        Object.entries(data).map(([key, entry]) => [key, entry.data?.countries?.map((country) => country.iso)]),
      );
    };
    // The carrier's own country; its busiest routes (China Post's CN → US, seeded above) and their two ends.
    const chinaPost = await countriesIn('/couriers/china-post');
    expect(chinaPost).toMatchObject({
      '/api/public/carriers/china-post': ['CN'],
      '/api/stats/carriers/china-post/top-routes': expect.arrayContaining(['CN', 'US']) as string[],
    });
    expect(chinaPost['/api/stats/carriers/china-post/top-routes']).toHaveLength(2);
    expect(await countriesIn('/couriers/usps')).toMatchObject({ '/api/public/carriers/usps': ['US'] });
    // The list: the countries of the 20 couriers it shows, at most.
    const list = Object.values(await countriesIn('/couriers')).find((isos) => isos !== undefined)!;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(20);
  });

  it("describes a courier page's FAQ as FAQPage, escaped inside its script", async () => {
    const html = (await t.http.get('/couriers/ssr-faq').expect(200)).text;
    expect(rootText(html)).toContain('How long does a parcel take?');
    expect(ofType(html, 'FAQPage')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How long does a parcel take?',
          acceptedAnswer: { '@type': 'Answer', text: '<p>Two days.</p>' },
        },
        {
          '@type': 'Question',
          name: 'Is </script> a problem?',
          acceptedAnswer: { '@type': 'Answer', text: '<p>No &amp; never.</p>' },
        },
      ],
    });
    expect(head(html)).toContain('<meta name="description" content="Parcels &#38; pallets from Bonn.">');
    // A page without questions of its own or general ones has none.
    expect(ofType((await t.http.get('/couriers').expect(200)).text, 'FAQPage')).toBeUndefined();
  });

  it('renders the home page with the Organization', async () => {
    const html = (await t.http.get('/').expect(200)).text;
    expect(html).toMatch(/<h1 id="pp-home-title">[^<]+<\/h1>/);
    expect(ofType(html, 'Organization')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'ParcelPilot',
      url: `${BASE}/`,
    });
    expect(ofType(html, 'BreadcrumbList')).toBeDefined();
  });

  it('renders the couriers and shops lists, a route page and a content page', async () => {
    const couriers = (await t.http.get('/couriers').expect(200)).text;
    expect(couriers).toContain('href="/couriers/usps"');
    expect(ofType(couriers, 'BreadcrumbList')).toBeDefined();
    await t.http.get('/shops').expect(200);

    const route = (await t.http.get('/shipping-time-cn-to-us').expect(200)).text;
    expect(head(route)).toContain(`<link rel="canonical" href="${BASE}/shipping-time-cn-to-us">`);
    expect(route).toMatch(/<h1[^>]*>[^<]*China[^<]*United States[^<]*<\/h1>/);
    const carrierRoute = (await t.http.get('/china-post-shipping-time-from-cn-to-us').expect(200)).text;
    expect(carrierRoute).toMatch(/<h1[^>]*>[^<]*China Post[^<]*<\/h1>/);

    // Any page the content sitemap lists is there, with its breadcrumbs through its category.
    const sitemap = (await t.http.get('/sitemaps/content.xml').expect(200)).text;
    const loc = /<loc>https:\/\/parcelpilot\.example(\/t\/help-center\/[\w-]+)<\/loc>/.exec(sitemap)![1];
    const content = (await t.http.get(loc).expect(200)).text;
    expect(content).toContain('data-testid="content-record"');
    const crumbs = ofType(content, 'BreadcrumbList') as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((item) => item.item)).toEqual([
      `${BASE}/`,
      `${BASE}/t/help-center`,
      `${BASE}${loc}`,
    ]);
  });

  // Issue 18, finding 7: previews holding `<` or `&` were stripped with DOMParser, which the server render has not:
  // these pages fell back to the browser with an empty root.
  it('renders list pages whose previews hold markup and character references on the server', async () => {
    const couriers = (await t.http.get('/couriers?q=SSR%20Freight').set('Accept', 'text/html').expect(200)).text;
    expect(couriers).toContain('data-testid="carrier-card"');
    expect(rootText(couriers)).toContain('Parcels & pallets from Bonn.');
    const faq = (await t.http.get('/t/faq').set('Accept', 'text/html').expect(200)).text;
    expect(faq).toContain('data-testid="content-list"');
    expect(faq).toContain('class="pp-content-list__item"');
    // Tags never show as text in a preview.
    expect(rootText(faq)).not.toMatch(/&lt;\/?[a-z]/);
  });

  // Issue 20: one spelling per page (301 for others); paths with a dot are pages too, with the site's not-found page.
  it('moves other spellings of a page to its one spelling, and answers dotted and translated odd paths with pages', async () => {
    for (const [path, location] of [
      ['/Couriers', '/couriers'],
      ['/DE/Couriers/usps?x=1', '/de/couriers/usps?x=1'],
      ['/couriers/', '/couriers'],
    ]) {
      const moved = await t.http.get(path).set('Accept', 'text/html').expect(301);
      expect(moved.headers.location).toBe(location);
    }
    const dotted = await t.http.get('/track/ABC.123').set('Accept', 'text/html').expect(200);
    expect(dotted.text).toContain('ABC.123');
    for (const language of ['de', 'es', 'ru']) {
      const missing = await t.http.get(`/${language}/404.html`).set('Accept', 'text/html').expect(404);
      expect(missing.text).toContain(`<html lang="${language}"`);
      expect(missing.text).not.toContain('Cannot GET');
    }
    const missingFile = await t.http.get('/missing-file.js').expect(404);
    expect(missingFile.text).not.toContain('<html');
  });

  it('answers 404 with the not-found page for an unknown courier, route, content or path', async () => {
    for (const path of [
      '/couriers/no-such-courier',
      '/shipping-time-xx-to-us',
      '/no-such-carrier-shipping-time-from-cn-to-us',
      '/t/help-center/no-such-article',
      '/no/such/page',
      '/404.html',
    ]) {
      const response = await t.http.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.text).toContain('data-testid="not-found"');
      expect(head(response.text)).toContain('<meta name="robots" content="noindex">');
      expect(head(response.text)).not.toContain('rel="canonical"');
    }
  });

  it('answers 503 with the error state while the API fails on the page data, and the page once it is back', async () => {
    const { db } = t.app.get<DatabaseConnection>(DATABASE_CONNECTION);
    await db.execute(sql`alter table shops rename to shops_away`);
    try {
      // A page not rendered before, on data not read before: an earlier test's /shops is in the page cache, and the
      // API answer it was made from too (@KeptAnswer), which both keep serving it.
      const response = await t.http.get('/shops?page=2').set('Accept', 'text/html').expect(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toContain('data-testid="load-error"');
      // The rest of the page is there: its title, and the shell's scripts that retry in the browser.
      expect(response.text).toMatch(/<h1[^>]*>[^<]*Shops/);
      expect(response.text).toContain('data-src="/main.');
    } finally {
      await db.execute(sql`alter table shops_away rename to shops`);
    }
    expect((await t.http.get('/shops?page=2').expect(200)).text).not.toContain('data-testid="load-error"');
  });

  it('renders a page in the language of its prefix: text, links, canonical and lang follow it', async () => {
    const html = (await t.http.get('/de/couriers/usps').expect(200)).text;
    expect(html).toContain('<html lang="de"');
    // German interface text and German links in the server's HTML, English in the unprefixed page.
    expect(html).toContain('Alle Paketdienste');
    expect(html).toContain('href="/de/couriers"');
    expect(html).not.toContain('All couriers');
    expect((await t.http.get('/couriers/usps').expect(200)).text).toContain('All couriers');
    expect((await t.http.get('/es').expect(200)).text).toContain('<html lang="es"');
    expect(head(html)).toContain(`<link rel="canonical" href="${BASE}/de/couriers/usps">`);
    expect(head(html)).toContain(`<link rel="alternate" hreflang="x-default" href="${BASE}/couriers/usps">`);
    await t.http.get('/ru/couriers/no-such-courier').expect(404);
    expect(head((await t.http.get('/es').expect(200)).text)).toContain(`<link rel="canonical" href="${BASE}/es">`);
  });

  // Issue 24, point 4: a record staff added in English only shows its English texts, marked as English.
  it('marks the English texts of a carrier without a German translation with lang="en" on /de', async () => {
    const admin = await t.signIn();
    const list = await admin.get(`/api/carriers?filter=${encodeURIComponent(JSON.stringify({ code: 'ssr-faq' }))}`);
    const [carrier] = (list.body as { records: { _id: string; translations: object }[] }).records;
    await admin
      .post('/api/carrier-services', {
        carrier_id: carrier._id,
        trackingService: 'SSR Pallet',
        content: { en: { short_content: '<p>Pallets within a day.</p>' } },
      })
      .expect(201);
    const html = (await t.http.get('/de/couriers/ssr-faq').expect(200)).text;
    expect(html).toContain('<html lang="de"');
    expect(html).toMatch(/<h1[^>]* lang="en"[^>]*>SSR Freight Tracking<\/h1>/);
    expect(html).toMatch(/<p class="pp-courier__summary" lang="en">Parcels &amp; pallets from Bonn\.<\/p>/);
    expect(html).toMatch(/<dt class="pp-faq__question" lang="en">How long does a parcel take\?<\/dt>/);
    expect(html).toMatch(/<dd class="pp-faq__answer" lang="en">/);
    expect(html).toContain('<div class="pp-rich-text pp-table__note" lang="en"><p>Pallets within a day.</p></div>');
    // Its German interface around it is not marked; on the English page nothing is.
    expect(html).toContain('Alle Paketdienste');
    const english = (await t.http.get('/couriers/ssr-faq').expect(200)).text;
    expect(english).toContain('<p class="pp-courier__summary">Parcels &amp; pallets from Bonn.</p>');
    expect(rootText(english)).toContain('Parcels & pallets from Bonn.');
    expect(english).toContain('<h1 tabindex="-1">SSR Freight Tracking</h1>');
    expect(english).toContain('<dt class="pp-faq__question">How long does a parcel take?</dt>');

    // A German text of its own is the page's language: no mark.
    await admin
      .put(`/api/carriers/${carrier._id}`, {
        translations: { ...carrier.translations, de: { short_content: 'Pakete und Paletten aus Bonn.' } },
      })
      .expect(200);
    const german = (await t.http.get('/de/couriers/ssr-faq').expect(200)).text;
    expect(german).toContain('<p class="pp-courier__summary">Pakete und Paletten aus Bonn.</p>');
    expect(german).toMatch(/<h1[^>]* lang="en"[^>]*>SSR Freight Tracking<\/h1>/);
  });

  // Issue 24, point 2: country names in the route heading came from the API in English on every language's page.
  it.each([
    ['de', 'China', 'Vereinigte Staaten'],
    ['es', 'China', 'Estados Unidos'],
    ['ru', 'Китай', 'Соединенные Штаты'],
  ])('names the countries of a route page in %s, in its heading, title and breadcrumbs', async (language, from, to) => {
    const html = (await t.http.get(`/${language}/shipping-time-cn-to-us`).expect(200)).text;
    const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
    const title = /<title>([^<]*)<\/title>/.exec(head(html))?.[1] ?? '';
    for (const text of [h1, title]) {
      expect(text).toContain(from);
      expect(text).toContain(to);
      expect(text).not.toContain('United States');
    }
    const crumbs = ofType(html, 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.at(-1)?.name).toContain(to);
    // The carrier's route page names them the same way, in its heading and in its crumb back to the route.
    const carrierRoute = (await t.http.get(`/${language}/china-post-shipping-time-from-cn-to-us`).expect(200)).text;
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(carrierRoute)?.[1]).toContain(to);
    expect(rootText(carrierRoute)).not.toContain('United States');
  });

  it('moves other spellings of a shipping-time path to the canonical one with a permanent redirect', async () => {
    const response = await t.http.get('/china-post-shipping-time-from-CN-to-US?x=1').expect(301);
    expect(response.headers.location).toBe('/china-post-shipping-time-from-cn-to-us?x=1');
    expect((await t.http.get('/de/shipping-time-CN-to-US').expect(301)).headers.location).toBe(
      '/de/shipping-time-cn-to-us',
    );
  });

  it('answers the search form sent without JavaScript: one number has its page, several the batch view', async () => {
    const single = await t.http.get('/track?codes=lz473829165cn').expect(302);
    expect(single.headers.location).toBe('/track/LZ473829165CN');
    const batch = await t.http.get('/track?codes=LZ473829165CN,1Z5R89390357567127').expect(200);
    expect(batch.text).toContain('action="/track"');
    expect(batch.text).toContain('name="codes"');
    // The text as typed: split at commas and spaces, as the form does with JavaScript.
    const typed = await t.http
      .get(`/track?codes=${encodeURIComponent('1Z5R89390357567127 LZ473829165CN,3318810025')}`)
      .expect(200);
    expect(typed.text).toContain('3 tracking numbers');
    const tooMany = Array.from({ length: 41 }, (_, index) => `RB${String(index).padStart(9, '0')}GB`).join(',');
    const refused = await t.http.get(`/track?codes=${tooMany}`).expect(200);
    expect(refused.text).toContain('Track at most 40 numbers at once.');
    expect(refused.text).toContain(`value="${tooMany}"`);
    expect(refused.text).not.toContain('data-testid="batch-results"');
    expect((await t.http.get('/track?codes=+++').expect(200)).text).toContain('Enter a tracking number');
    expect((await t.http.get('/track').expect(200)).text).not.toContain('role="alert"');
  });

  it('renders a page once for a burst of visitors asking for it at the same time', async () => {
    const server = t.app.getHttpServer();
    let dataRequests = 0;
    const count = (request: IncomingMessage) => {
      // A read no render in this suite has made before: not held in memory until one has asked for it on loopback.
      if (request.url?.startsWith('/api/stats/carriers/fedex/top-routes')) dataRequests += 1;
    };
    server.on('request', count);
    try {
      // A page address not rendered before in this suite.
      const path = '/couriers/fedex?burst=1';
      const pages = await Promise.all(Array.from({ length: 10 }, () => t.http.get(path).expect(200)));
      expect(new Set(pages.map((page) => page.text)).size).toBe(1);
      expect(dataRequests).toBe(1);
      // A later visitor gets the page the cache kept, without another render.
      expect((await t.http.get(path).expect(200)).headers['x-page-cache']).toBe('hit');
      expect(dataRequests).toBe(1);
    } finally {
      server.off('request', count);
    }
  });

  it('takes the API answers the server holds in memory without asking itself on loopback', async () => {
    const server = t.app.getHttpServer();
    const requested: string[] = [];
    const count = (request: IncomingMessage) => void requested.push(request.url ?? '');
    // Read once on loopback, then held: the courier (a kept public read) and a number's format hint.
    await t.http.get('/couriers/ups').expect(200);
    await t.http.get('/track/LZ473829182CN').expect(200);
    server.on('request', count);
    try {
      const courier = (await t.http.get('/couriers/ups?held=1').expect(200)).text;
      expect(rootText(courier)).toContain('UPS');
      const result = (await t.http.get('/track/LZ473829196CN').expect(200)).text;
      expect(result).toContain('>LZ473829196CN</h1>');
      expect(result).toMatch(/<p class="pp-detected" data-testid="detected-carriers">.*China Post/);
      // The pages themselves, and no read of the API: the courier, its busiest routes and the format hint are held.
      expect(requested.filter((url) => url.startsWith('/api/'))).toEqual([]);
      expect(requested).toEqual(expect.arrayContaining(['/couriers/ups?held=1', '/track/LZ473829196CN']));
    } finally {
      server.off('request', count);
    }
  });

  it('gives a tracking result page its own head tags', async () => {
    const html = (await t.http.get('/track/LZ473829165CN').expect(200)).text;
    expect(head(html)).toContain('<title>LZ473829165CN · ParcelPilot</title>');
    expect(head(html)).toContain('<meta name="description" content="Where is parcel LZ473829165CN?');
    expect(head(html)).toContain(`<link rel="canonical" href="${BASE}/track/LZ473829165CN">`);
    expect(head(html)).toContain(`<link rel="alternate" hreflang="de" href="${BASE}/de/track/LZ473829165CN">`);
    expect(html).toContain('>LZ473829165CN</h1>');
    // The detected carrier, and the link to its own tracking page, are in the page before any script runs.
    expect(html).toMatch(/<p class="pp-detected" data-testid="detected-carriers">.*China Post/);
    expect(html).toContain(
      '<a href="https://www.ems.com.cn/qps/yjcx?mailNum=LZ473829165CN" target="_blank" rel="noopener noreferrer nofollow">',
    );
    const german = (await t.http.get('/de/track/LZ473829165CN').expect(200)).text;
    expect(head(german)).toContain('<meta name="description" content="Wo ist das Paket LZ473829165CN?');
  });

  it('answers odd paths with a page, never a server error', async () => {
    for (const path of [
      '/couriers/%E0%A4%A',
      '/couriers/..%2F..%2Fpackage.json',
      '/%00',
      '/t/%ZZ/x',
      `/couriers/${'a'.repeat(3000)}`,
      '/shipping-time-%3Cscript%3E-to-us',
    ]) {
      const response = await t.http.get(path).set('Accept', 'text/html');
      expect({ path, serverError: response.status >= 500 }).toEqual({ path, serverError: false });
      expect(response.text).not.toContain('<script>');
    }
  });

  it('leaves the back-office to the browser', async () => {
    const html = (await t.http.get('/admin').expect(200)).text;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<script defer src="\/main\.[^"]+\.js"><\/script>/);
  });

  it('sends a page compressed when the browser accepts it, Brotli first', async () => {
    const server = t.app.getHttpServer();
    const plain = await rawGet(server, '/couriers/usps', { Accept: 'text/html', 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString('utf8');
    expect(html).toMatch(/<h1[^>]*>[^<]*USPS/);
    for (const [acceptEncoding, encoding, decompress] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const response = await rawGet(server, '/couriers/usps', {
        Accept: 'text/html',
        'Accept-Encoding': acceptEncoding,
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(response.body.length).toBeLessThan(Buffer.byteLength(html) / 3);
      expect(decompress(response.body).toString('utf8')).toMatch(/<h1[^>]*>[^<]*USPS/);
    }
  });
});

describe('server renders and the API rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(() => t.close());

  it("counts a render as one of the visitor's requests, not its own API calls; a forged mark changes nothing", async () => {
    // Each courier page loads several API resources: four renders would need far more than five API calls.
    for (let round = 0; round < 4; round++) {
      const page = await t.http.get('/couriers/usps').expect(200);
      expect(page.text).toContain('data-testid="courier-page"');
      expect(page.headers['ratelimit-remaining']).toBe(String(4 - round));
    }
    await t.http.get('/api/public/carriers/usps').set('x-server-render', 'guessed').expect(200);
    await t.http.get('/api/public/carriers/usps').set('x-server-render', 'guessed').expect(429);
    const refused = await t.http.get('/couriers/usps').set('Accept', 'text/html').expect(429);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(refused.text).toBe('Too many requests: slow down and try again in a minute');
    expect(refused.text).not.toContain('courier-page');
  });
});
