import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { Logger } from '@nestjs/common';
import type { FrontDoor, RequestHead } from '../../common/front-door.js';
import type { AppConfig } from '../../config/app-config.js';
import { TOO_MANY_REQUESTS_MESSAGE, type RateLimitGuard } from '../auth/rate-limit.guard.js';
import { plainBytes, type CachedPage, type PageCache } from './ssr/page-cache.js';
import { PageRenderer, type RenderedPage } from './ssr/page-renderer.js';

// src/modules/web and dist/modules/web both sit four levels below the repository root.
const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export const frontendDirs = {
  shell: join(repositoryRoot, 'frontend-shell', 'dist'),
  public: join(repositoryRoot, 'frontend-public', 'dist'),
  /** The public site's server build (not served). */
  publicServer: join(repositoryRoot, 'frontend-public', 'dist-ssr'),
  admin: join(repositoryRoot, 'frontend-admin', 'dist'),
};

/** The public site's server build: it renders the documents of public pages (ssr/server-bundle.ts). */
export const publicServerBundle = join(frontendDirs.publicServer, 'server.cjs');

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** When a page that could not load its data (503) is worth asking for again. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/** Built assets carry a content hash in their name; only the entry points (HTML, JSON manifests) must revalidate. */
function setCacheHeaders(response: Response, filePath: string): void {
  const extension = extname(filePath);
  response.setHeader('Cache-Control', extension === '.html' || extension === '.json' ? 'no-cache' : IMMUTABLE);
}

/** The files the frontend builds also write compressed (packages/build-config/precompress.plugin.js). */
const PRECOMPRESSED = new Set(['.js', '.css', '.json', '.svg']);
const ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Express's own content negotiation (`request.acceptsEncodings`, `request.accepts`) called on any request, also one
 * that Express has not seen (the front door's): the same answer for the same headers on either path.
 */
const expressRequest = express.request;

/**
 * Brotli when the browser accepts it, else gzip, else none. Browsers list gzip first (`gzip, deflate, br, zstd`) with
 * equal weight, so the order is the server's: Brotli files are smaller.
 */
export function preferredEncoding(request: RequestHead): (typeof ENCODINGS)[number] | undefined {
  return ENCODINGS.find(({ encoding }) => expressRequest.acceptsEncodings.call(request, encoding) === encoding);
}

/** Whether the request accepts an HTML page (a request without an Accept header does). */
export function acceptsHtml(request: RequestHead): boolean {
  return expressRequest.accepts.call(request, 'html') !== false;
}

/**
 * Serves `dir`: a script, stylesheet or JSON file as its Brotli or gzip copy written at build time when the browser
 * accepts one and the copy exists (small files have none), else the file itself.
 */
function serve(dir: string, fallthrough: boolean) {
  const plain = express.static(dir, { index: false, fallthrough, setHeaders: setCacheHeaders, redirect: false });
  const compressed = new Map(
    ENCODINGS.map(({ encoding, suffix }) => [
      encoding,
      express.static(dir, {
        index: false,
        fallthrough: true,
        redirect: false,
        setHeaders: (response: Response, filePath: string) => {
          const original = filePath.slice(0, -suffix.length);
          setCacheHeaders(response, original);
          response.type(extname(original));
          response.setHeader('Content-Encoding', encoding);
        },
      }),
    ]),
  );
  return (request: Request, response: Response, next: NextFunction): void => {
    const compressible =
      (request.method === 'GET' || request.method === 'HEAD') && PRECOMPRESSED.has(extname(request.path));
    if (!compressible) {
      plain(request, response, next);
      return;
    }
    response.vary('Accept-Encoding');
    const choice = preferredEncoding(request);
    const handler = choice && compressed.get(choice.encoding);
    if (!choice || !handler) {
      plain(request, response, next);
      return;
    }
    const url = request.url;
    const queryAt = url.indexOf('?');
    request.url =
      queryAt === -1 ? `${url}${choice.suffix}` : `${url.slice(0, queryAt)}${choice.suffix}${url.slice(queryAt)}`;
    handler(request, response, (error?: unknown) => {
      request.url = url;
      if (error) next(error);
      // No compressed copy: the file as it is.
      else plain(request, response, next);
    });
  };
}

/**
 * A page's HTML compressed for the browser, on the event loop. A page is tens of KB; the asynchronous form hands each
 * one to the thread pool and back, which costs more CPU than the compression itself at that size (Brotli at quality 5
 * with the product's malloc settings, measured here: 0.30 against 0.19 ms for an 11 KB result page, 1.09 against 0.71
 * ms for a 41 KB courier page), and a busy server has no idle core to win it back on.
 */
function compressPage(bytes: Buffer, encoding: string): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      })
    : gzipSync(bytes, { level: 6 });
}

/**
 * A rendered page (`status`, its UTF-8 bytes read by `plain` when needed), compressed when the browser accepts it
 * (fast settings, since a page is compressed once per render, or once per cached page and encoding).
 */
function sendHtml(
  request: Request,
  response: Response,
  status: number,
  plain: () => Buffer,
  cached?: { cache: PageCache; entry: CachedPage },
): void {
  response.vary('Accept-Encoding');
  const encoding = preferredEncoding(request)?.encoding;
  response.status(status).type('html');
  if (!encoding) {
    response.send(plain());
    return;
  }
  let body = cached?.entry.encoded.get(encoding);
  if (!body) {
    body = compressPage(plain(), encoding);
    cached?.cache.addEncoding(cached.entry, encoding, body);
  }
  response.setHeader('Content-Encoding', encoding).send(body);
}

/**
 * Whether a page is the same for every visitor, so that a CDN and the page cache may keep it: everything but tracking
 * results (fresh from the carriers), the visitor's own list, the follow-by-e-mail pages (their links carry a
 * person's token) and the sign-in pages.
 */
export function isSharedPage(path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  const [first = ''] = segments[0]?.length === 2 ? segments.slice(1) : segments;
  return !['track', 'my-tracking-list', 'follow', 'auth', 'admin'].includes(first);
}

/** Whether the path is a tracking result page (`/track/{number}`, with or without a language prefix). */
function isTrackingResultPath(path: string): boolean {
  const segments = path.split('/');
  const at = segments[1]?.length === 2 ? 2 : 1;
  return segments.length === at + 2 && segments[at] === 'track' && segments[at + 1] !== '';
}

/** CDNs keep a shared page a minute and may serve it a while longer while they fetch a new one; browsers ask again. */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** A tracking result is fresh from the carriers: browsers and CDNs must ask for it again. */
const RESULT_PAGE_CACHE_CONTROL = 'no-cache';

/**
 * The Cache-Control of a page this process keeps in its page cache, or undefined for a page it does not keep: a shared
 * page, CDN-cacheable, or a tracking result page. A result page's server render holds no result (the browser asks the
 * API for it, `useTrackingLookup`): only the number, its detected carriers and their links, which change with staff
 * edits alone, so it is kept like a shared page; but browsers and CDNs ask again, so that a page that one day renders
 * the result on the server cannot be kept past its freshness by them. The page-cache tests fail if the render starts
 * showing the result.
 */
export function keptPageCacheControl(path: string): string | undefined {
  if (isSharedPage(path)) return SHARED_PAGE_CACHE_CONTROL;
  return isTrackingResultPath(path) ? RESULT_PAGE_CACHE_CONTROL : undefined;
}

/**
 * File types the frontends are built into. A missing file of these types answers a plain 404; any other path is a
 * page, also with a dot in it (`/track/ABC.123`, `/de/404.html`), and gets the site's own page or its not-found page.
 */
const ASSET_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.map',
  '.json',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.svg',
  '.webp',
  '.avif',
  '.ico',
  '.woff',
  '.woff2',
  '.ttf',
  '.txt',
  '.xml',
  '.webmanifest',
  '.wasm',
  '.br',
  '.gz',
]);

function isAssetPath(path: string): boolean {
  return ASSET_EXTENSIONS.has(extname(path).toLowerCase());
}

/**
 * The one spelling of a page path: language prefix and first segment in lower case (every route's literal part is;
 * parameters after it keep their case), no trailing slash. Other spellings are moved there with a 301, so that a page
 * has one address for visitors, caches and search engines. A two-letter first segment is a language prefix (the
 * site's are; no route's first segment is two letters long otherwise, so any other is a not-found page either way).
 */
export function canonicalPageSpelling(path: string): string {
  // Never a redirect a browser could read as another host (`//host`, `/\host`): such paths are not-found pages.
  if (/[\\]|\/\//.test(path) || /%5c/i.test(path)) return path;
  const segments = path.split('/');
  segments[1] = segments[1]?.toLowerCase() ?? '';
  if (segments[1].length === 2 && segments.length > 2) segments[2] = segments[2].toLowerCase();
  const spelled = segments.join('/');
  return spelled.length > 1 && spelled.endsWith('/') ? spelled.replace(/\/+$/, '') || '/' : spelled;
}

/** The query of a request as sent, with its `?`, or ''. */
function searchOf(request: Request): string {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at);
}

/** The back-office renders in the browser only; every other page path is a public page. */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/** Where this server answers the request's own connection, so the server render can call the API on loopback. */
function loopbackOrigin(request: Request): string {
  const address = request.socket.localAddress ?? '127.0.0.1';
  return `http://${address.includes(':') ? `[${address}]` : address}:${request.socket.localPort}`;
}

/**
 * Serves the built frontends: the remotes under /mf/public and /mf/admin, the shell at the root, for a public page
 * the document the public site's server build renders (ssr/page-renderer.ts), and for the back-office, or when that
 * render fails, the shell's index.html (the browser renders the page). /api
 * and files that do not exist still answer 404. A server render counts as one request against the visitor's API limit
 * (its own API calls do not): a render costs the server what the page's API calls would.
 */
export function staticFrontends(
  config: AppConfig,
  rateLimit: RateLimitGuard,
  pageCache: PageCache,
  frontDoor: Pick<FrontDoor, 'heldFor'>,
): Router {
  const logger = new Logger('StaticFrontends');
  const indexHtml = join(frontendDirs.shell, 'index.html');
  const renderer = new PageRenderer(config, publicServerBundle, frontDoor);

  async function servePublicPage(request: Request, response: Response, isNotFoundPage: boolean): Promise<void> {
    if (!rateLimit.apply(await rateLimit.countRequest(request, request.ip), request, response)) {
      response.status(429).type('text/plain').send(TOO_MANY_REQUESTS_MESSAGE);
      return;
    }
    const search = searchOf(request);
    const cacheControl = keptPageCacheControl(request.path);
    const key = `${request.path}${search}`;
    const hit = cacheControl === undefined ? undefined : await pageCache.get(key);
    if (hit) {
      response.setHeader('Cache-Control', hit.cacheControl);
      response.setHeader('X-Page-Cache', 'hit');
      sendHtml(request, response, hit.status, () => plainBytes(hit), { cache: pageCache, entry: hit });
      return;
    }
    // The render takes the API answers this process holds only while the shared version needs no reading: read now,
    // it has the whole interval, not what is left of it (a render that outlasts it asks for them on loopback).
    await pageCache.refresh();
    const generation = pageCache.generation();
    let page: RenderedPage;
    try {
      page = await renderer.render({
        path: request.path,
        search,
        apiOrigin: loopbackOrigin(request),
        clientIp: request.ip,
      });
    } catch (error) {
      // The browser can still render the page: a failed server render costs its content for crawlers only.
      logger.error({ err: error, path: request.path }, 'Server render failed; the page renders in the browser');
      if (isNotFoundPage) response.status(404);
      response.sendFile(indexHtml);
      return;
    }
    if ('location' in page) return response.redirect(page.status, page.location);
    if (page.status === 503) response.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    if (cacheControl === undefined || page.status === 503) {
      const { html } = page;
      sendHtml(request, response, page.status, () => Buffer.from(html, 'utf8'));
      return;
    }
    pageCache.set(key, page, generation, cacheControl);
    const entry = pageCache.peek(key);
    response.setHeader('Cache-Control', cacheControl);
    response.setHeader('X-Page-Cache', 'miss');
    const { html } = page;
    sendHtml(
      request,
      response,
      page.status,
      () => (entry ? plainBytes(entry) : Buffer.from(html, 'utf8')),
      entry && { cache: pageCache, entry },
    );
  }

  const router = express.Router();
  // The API has no files: its requests skip the file lookups (a failed stat each) and go on to the API at once.
  router.use((request: Request, _response: Response, next: NextFunction) =>
    request.path.startsWith('/api/') ? next('router') : next(),
  );
  // Source maps show the frontends' source as written: kept on disk, never served in production.
  if (config.isProduction) {
    router.use((request: Request, response: Response, next: NextFunction) =>
      extname(request.path) === '.map' ? response.status(404).type('text/plain').send('Not found') : next(),
    );
  }
  router.use('/mf/public', serve(frontendDirs.public, false));
  router.use('/mf/admin', serve(frontendDirs.admin, false));
  // Every built file has an extension: a page path has none and skips the file lookup (a failed stat on the thread
  // pool per page view).
  const shellFiles = serve(frontendDirs.shell, true);
  router.use((request: Request, response: Response, next: NextFunction) =>
    extname(request.path) === '' ? next() : shellFiles(request, response, next),
  );
  router.use((request: Request, response: Response, next: NextFunction) => {
    // The not-found page of the spec: the shell renders it, with the status a crawler must see.
    const isNotFoundPage = request.path === '/404.html';
    const isClientRoute = !request.path.startsWith('/api/') && request.path !== '/api' && !isAssetPath(request.path);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (isNotFoundPage || isClientRoute) &&
      acceptsHtml(request);
    if (!isPage) {
      // A built file that is not there: a short plain answer, not Express's "Cannot GET" page. (JSON, text and XML
      // files go on: /remotes.json, /robots.txt and the sitemaps are the API's.)
      if (
        isAssetPath(request.path) &&
        !/\.(?:json|txt|xml)$/i.test(request.path) &&
        !request.path.startsWith('/api/')
      ) {
        response.status(404).type('text/plain').send('Not found');
        return;
      }
      return next();
    }
    if (!existsSync(indexHtml)) {
      response.status(503).type('text/plain').send('The frontends are not built yet: run `npm run build`.');
      return;
    }
    const canonical = canonicalPageSpelling(request.path);
    if (canonical !== request.path) {
      const search = searchOf(request);
      response.redirect(301, `${canonical}${search}`);
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    if (isAdminPath(request.path) || !renderer.available()) {
      if (isNotFoundPage) response.status(404);
      response.sendFile(indexHtml);
      return;
    }
    servePublicPage(request, response, isNotFoundPage).catch(next);
  });
  return router;
}
