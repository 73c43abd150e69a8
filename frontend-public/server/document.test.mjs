// The public site's server build renders whole documents: run after `npm run build -w frontend-shell -w frontend-public`
// with `npm test -w frontend-public` (node:test, against the built dist-ssr/server.cjs and the built frontends).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';

const require = createRequire(import.meta.url);
const bundle = require('../dist-ssr/server.cjs');
const shellAssets = JSON.parse(
  readFileSync(new URL('../../frontend-shell/dist/document-assets.json', import.meta.url), 'utf8'),
);

// An API that knows nothing: the pages here need no data, and the rest shows its empty or error state.
const api = createServer((_request, response) => {
  response.writeHead(404, { 'content-type': 'application/json' });
  response.end('{"statusCode":404,"message":"Not found"}');
});
let apiOrigin = '';
before(async () => {
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${api.address().port}`;
});
after(() => api.close());

function render(url) {
  return bundle.render({
    url,
    apiOrigin,
    apiHeaders: {},
    timeoutMs: 5000,
    baseUrl: 'https://parcelpilot.example',
    publicRemoteUrl: '/mf/public/mf-manifest.json',
  });
}

const count = (text, pattern) => text.match(pattern)?.length ?? 0;
const escaped = (text) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

test('renders the whole document of a route: head, app markup in the shell frame, data, entry loader', async () => {
  const result = await render('/de/404.html');
  const html = result.document;
  assert.equal(result.notFound, true);
  assert.equal(result.language, 'de');
  assert.match(html, /^<!doctype html><html lang="de"><head><meta charset="utf-8">/);
  assert.equal(count(html, /<title>/g), 1);
  assert.match(html, /<title>[^<]+ · ParcelPilot<\/title>/);
  assert.match(html, /<meta name="robots" content="noindex">/);
  // The stylesheets and scripts of the builds: the shell's entry (run by the loader), the public remote's preloaded.
  for (const style of shellAssets.styles) assert.ok(html.includes(`<link rel="stylesheet" href="${style}">`));
  assert.match(html, /<link rel="stylesheet" href="\/mf\/public\/[^"]+\.css">/);
  assert.match(html, /<link rel="preload" as="script" href="\/mf\/public\/remoteEntry\.[0-9a-f]+\.js">/);
  const loader = /<script data-src="([^"]+)">([^<]+)<\/script>/.exec(html);
  assert.ok(loader, 'the entry scripts loader');
  assert.equal(loader[1], shellAssets.scripts.join(' '));
  const hash = `'sha256-${createHash('sha256').update(loader[2]).digest('base64')}'`;
  assert.deepEqual([...bundle.documentScriptSources], [hash]);
  // One inline script runs (the loader); the others are data.
  assert.equal(count(html, /<script(?! type="application\/(?:ld\+)?json")/g), 1);
  // The app's markup, from the shell's route frame, in #root, the page's data after it.
  const body = /<body>([\s\S]*)<\/body><\/html>$/.exec(html)?.[1] ?? '';
  assert.match(body, /<div id="root"><!--\$--><div class="pp-app" data-testid="public-app">/);
  assert.match(body, /<\/div><script type="application\/json" id="pp-preloaded-data">\{.*\}<\/script>$/);
});

test('writes visitor text into the document as it is, escaped, once', async () => {
  for (const pattern of ['$`', "$'", '$&', '$$']) {
    const code = `AB${pattern}<I>CD`;
    const { document: html } = await render(`/track/${encodeURIComponent(code)}`);
    assert.equal(count(html, /<!doctype html>/g), 1, pattern);
    assert.equal(count(html, /<div id="root">/g), 1, pattern);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    assert.equal(title, `${escaped(code)} · ParcelPilot`);
    assert.ok(html.length < 600_000, pattern);
  }
});
