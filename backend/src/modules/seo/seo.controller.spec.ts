import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { seedDeliveredChinaPostRoute } from '../stats/testing/delivered-route.test-support.js';

const schema = (name: string) => fileURLToPath(new URL(`./testing/${name}`, import.meta.url));

/** Validates XML against an XSD with libxml2's xmllint (installed by .ci/run); throws with its message if invalid. */
function assertValid(xml: string, xsd: string): void {
  const dir = mkdtempSync(join(tmpdir(), 'pp-sitemap-'));
  try {
    const file = join(dir, 'document.xml');
    writeFileSync(file, xml);
    execFileSync('xmllint', ['--noout', '--schema', schema(xsd), file], { stdio: 'pipe' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('robots.txt and sitemaps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_BASE_URL: 'https://parcelpilot.example/', STATS_MIN_SAMPLE: '2' });
    await seedDeliveredChinaPostRoute(t.app, ['SEO1', 'SEO2', 'SEO3']);
  });
  afterAll(() => t.close());

  it('keeps crawlers out of /admin and /api and points at the sitemap', async () => {
    const response = await t.http.get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).toContain('Disallow: /admin\n');
    expect(response.text).toContain('Disallow: /api\n');
    expect(response.text).toContain('Disallow: /follow/\nDisallow: /*/follow/\n');
    expect(response.text).toContain('Sitemap: https://parcelpilot.example/sitemap.xml');
  });

  it('serves a valid sitemap index of the four sitemaps, cached', async () => {
    const response = await t.http.get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    assertValid(response.text, 'siteindex.xsd');
    for (const kind of ['couriers', 'routes', 'content', 'shops']) {
      expect(response.text).toContain(`<loc>https://parcelpilot.example/sitemaps/${kind}.xml</loc>`);
    }
  });

  it('lists couriers, routes with statistics, content pages and shops in valid sitemaps', async () => {
    const couriers = (await t.http.get('/sitemaps/couriers.xml').expect(200)).text;
    assertValid(couriers, 'sitemap.xsd');
    expect(couriers).toContain('<loc>https://parcelpilot.example/couriers/usps</loc>');
    expect(couriers.match(/<url>/g)!.length).toBeGreaterThan(300);

    const routes = (await t.http.get('/sitemaps/routes.xml').expect(200)).text;
    assertValid(routes, 'sitemap.xsd');
    expect(routes).toContain('<loc>https://parcelpilot.example/shipping-time-cn-to-us</loc>');
    expect(routes).toContain('<loc>https://parcelpilot.example/china-post-shipping-time-from-cn-to-us</loc>');

    const content = (await t.http.get('/sitemaps/content.xml').expect(200)).text;
    assertValid(content, 'sitemap.xsd');
    expect(content).toMatch(/<loc>https:\/\/parcelpilot\.example\/t\/help-center\/[\w-]+<\/loc>/);

    assertValid((await t.http.get('/sitemaps/shops.xml').expect(200)).text, 'sitemap.xsd');
    await t.http.get('/sitemaps/secrets.xml').expect(404);
  });

  it('refuses an invalid document (the validation is real)', () => {
    expect(() =>
      assertValid('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url/></urlset>', 'sitemap.xsd'),
    ).toThrow();
  });
});
