import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CaseContext } from '../support/suite.js';

/**
 * The host name the product is told its ad network lives at (AD_NETWORK_ORIGINS must be https://). Chromium is told
 * to resolve it to the loopback stub (`chromiumFlags`); `.test` is reserved, so no real host answers it.
 */
export const AD_HOST = 'ads.bench.test';
export const AD_ORIGIN = `https://${AD_HOST}`;
export const AD_CLIENT_ID = 'ca-pub-0000000000000000';

/**
 * The stub of the ad network's loader (`/pagead/js/adsbygoogle.js`): what the real one does to a page, without the
 * auction. It takes over `window.adsbygoogle`, and for each push fills the next empty `<ins class="adsbygoogle">`
 * with an iframe from the ad origin at the slot's size, as AdSense does.
 */
const LOADER = `(function () {
  var queue = window.adsbygoogle || [];
  function fill() {
    var slot = document.querySelector('ins.adsbygoogle:not([data-ad-status])');
    if (!slot) return;
    slot.setAttribute('data-ad-status', 'filled');
    var frame = document.createElement('iframe');
    frame.src = '${AD_ORIGIN}/ad.html';
    frame.title = 'Advertisement';
    frame.style.cssText = 'border:0;width:100%;height:100%;display:block';
    slot.appendChild(frame);
  }
  window.adsbygoogle = { push: fill, length: 0 };
  for (var i = 0; i < queue.length; i++) fill();
})();
`;

/** What the iframe shows: a block of colour and a line of text, as a simple display ad. */
const CREATIVE =
  '<!doctype html><html><head><meta charset="utf-8"><title>Ad</title></head>' +
  '<body style="margin:0;background:#e8eef7;font:16px sans-serif;display:flex;align-items:center;' +
  'justify-content:center;height:100vh">A sample advertisement</body></html>';

/** A self-signed certificate for AD_HOST, made with the openssl command line (Node cannot make certificates). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const directory = mkdtempSync(join(tmpdir(), 'pp-bench-ads-'));
  try {
    const key = join(directory, 'key.pem');
    const cert = join(directory, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${AD_HOST}`].concat([
        '-addext',
        `subjectAltName=DNS:${AD_HOST}`,
        '-keyout',
        key,
        '-out',
        cert,
      ]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

export interface AdStub {
  /** Chromium flags that send AD_HOST to the stub and accept its self-signed certificate. */
  chromiumFlags: string[];
  /** Requests the stub answered, by path (a run with ads on must have loaded the loader). */
  requests: Map<string, number>;
}

/** Starts the ad network stub on a loopback port; it stops with the context. */
export async function startAdStub(context: CaseContext): Promise<AdStub> {
  const requests = new Map<string, number>();
  const server: Server = createServer(selfSignedCertificate(), (request, response) => {
    const path = new URL(request.url ?? '/', AD_ORIGIN).pathname;
    requests.set(path, (requests.get(path) ?? 0) + 1);
    // The product loads the tag with crossorigin="anonymous", as AdSense asks.
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'public, max-age=3600' };
    if (path === '/pagead/js/adsbygoogle.js') {
      response.writeHead(200, { ...headers, 'content-type': 'text/javascript; charset=utf-8' }).end(LOADER);
    } else if (path === '/ad.html') {
      response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(CREATIVE);
    } else {
      response.writeHead(404, headers).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  context.defer('stop the ad network stub', () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  const { port } = server.address() as AddressInfo;
  return {
    chromiumFlags: [`--host-resolver-rules=MAP ${AD_HOST} 127.0.0.1:${port}`, '--ignore-certificate-errors'],
    requests,
  };
}
