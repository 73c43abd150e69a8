import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawGet } from '../../testing/raw-get.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { canonicalPageSpelling, frontendDirs, isSharedPage } from './static-frontends.js';

const shellMain = existsSync(frontendDirs.shell)
  ? readdirSync(frontendDirs.shell).find((file) => /^main\.[0-9a-f]+\.js$/.test(file))
  : undefined;
if (!shellMain || !existsSync(join(frontendDirs.shell, `${shellMain}.br`)))
  throw new Error('The shell is not built for production: run `npm run build -w frontend-shell` first.');

describe('built frontend files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const original = readFileSync(join(frontendDirs.shell, shellMain));

  it('sends a script as its Brotli or gzip copy when the browser accepts one, with the headers of the file', async () => {
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await rawGet(t.app.getHttpServer(), `/${shellMain}`, {
        'Accept-Encoding': encoding === 'br' ? 'gzip, deflate, br, zstd' : 'gzip, deflate',
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decompress(response.body).equals(original)).toBe(true);
    }
  });

  it('sends the file itself to a browser that accepts no compression, and for a file without a compressed copy', async () => {
    const response = await rawGet(t.app.getHttpServer(), `/${shellMain}`, { 'Accept-Encoding': 'identity' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.body.equals(original)).toBe(true);

    // The public remote's manifest, which has compressed copies, and a missing file, which stays a 404.
    const manifest = await t.http.get('/mf/public/mf-manifest.json').set('Accept-Encoding', 'br').expect(200);
    expect(manifest.headers['content-type']).toMatch(/json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    await t.http.get('/mf/public/no-such-file.js').set('Accept-Encoding', 'br').expect(404);
  });
});

describe('canonicalPageSpelling', () => {
  it.each([
    ['/Couriers', '/couriers'],
    ['/DE/Couriers/usps', '/de/couriers/usps'],
    ['/de/COURIERS', '/de/couriers'],
    ['/couriers/', '/couriers'],
    ['/de/', '/de'],
    ['/Track/AbC123', '/track/AbC123'],
    ['/T/faq/How-To', '/t/faq/How-To'],
  ])('spells %s as %s', (path, canonical) => {
    expect(canonicalPageSpelling(path)).toBe(canonical);
  });

  it.each(['/', '/couriers', '/de/couriers/usps', '/track/AbC123', '/404.html'])('leaves %s as it is', (path) => {
    expect(canonicalPageSpelling(path)).toBe(path);
  });

  it.each(['//evil.example/', '/\\evil.example/', '/%5Cevil.example/', '/Couriers//x/'])(
    'never moves %s to a path a browser could read as another host',
    (path) => {
      expect(canonicalPageSpelling(path)).toBe(path);
    },
  );
});

describe('isSharedPage', () => {
  it.each(['/', '/couriers', '/de/couriers/usps', '/t/faq', '/shipping-time-cn-to-us', '/ru/shops'])(
    '%s is the same for every visitor',
    (path) => expect(isSharedPage(path)).toBe(true),
  );

  it.each([
    '/track/1Z5R89390357567994',
    '/de/track',
    '/my-tracking-list',
    '/follow/manage',
    '/es/follow/confirm',
    '/auth',
  ])('%s is not', (path) => expect(isSharedPage(path)).toBe(false));
});
