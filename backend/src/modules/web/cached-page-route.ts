import { extname } from 'node:path';
import { hasDotSegment } from '../../common/dot-segments.js';
import type { FrontDoorRoute, HeldAnswer, RequestHead } from '../../common/front-door.js';
import type { PageCache } from './ssr/page-cache.js';
import {
  acceptsHtml,
  canonicalPageSpelling,
  isAdminPath,
  keptPageCacheControl,
  preferredEncoding,
} from './static-frontends.js';

/** The headers `servePublicPage` sets on a page-cache hit sent compressed, in the order it sets them. */
function hitHeaders(cacheControl: string, encoding: string): readonly string[] {
  return [
    'Cache-Control',
    cacheControl,
    'X-Page-Cache',
    'hit',
    'Vary',
    'Accept-Encoding',
    'Content-Type',
    'text/html; charset=utf-8',
    'Content-Encoding',
    encoding,
  ];
}

/** What parseurl (Express's `request.path`) reads past or parses another way: such a URL goes to the router. */
const UNUSUAL_URL = /[\t\n\f\r #\u00a0\ufeff]/;

/**
 * A public page at the front door (common/front-door.ts) when the page cache holds it with status 200 and its
 * compressed bytes for the encoding the request negotiates: the answer `staticFrontends` gives for a page-cache hit.
 * Taken only for a request the static router would send to `servePublicPage` with the same cache key, by the same
 * tests: GET or HEAD without a body (else body-parser reads it), a page path (no extension, not under /api or /mf, no
 * dot segment, in its one spelling, not the back-office), kept by the page cache (a shared page or a tracking result:
 * `keptPageCacheControl`, whose header the hit carries), accepting HTML, and an encoding the browser accepts
 * (`preferredEncoding`). The page's language is its path's prefix (the render reads nothing else of the request), so
 * the cache key decides it. Redirects to the canonical spelling, not-found pages (404s are cached but not answered
 * here), pages without a compressed copy yet, and anything per visitor stay with the router. Not repeated: the
 * router's check that the shell's index.html exists (a page is cached only when it did, for at most the cache's TTL).
 */
export class CachedPageRoute implements FrontDoorRoute {
  /** The hit headers by Cache-Control and encoding (a few pairs), made once each. */
  private readonly headersByKeeping = new Map<string, readonly string[]>();

  constructor(private readonly pageCache: PageCache) {}

  held(request: RequestHead): HeldAnswer | undefined {
    const { method, url } = request;
    if ((method !== 'GET' && method !== 'HEAD') || !url?.startsWith('/') || UNUSUAL_URL.test(url)) return undefined;
    if (request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined)
      return undefined;
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (!isCachedPagePath(path) || !acceptsHtml(request)) return undefined;
    // The key servePublicPage stores the page under: the path and the query as sent.
    const page = this.pageCache.getNow(url);
    if (page?.status !== 200 || page.type !== 'page') return undefined;
    const encoding = preferredEncoding(request)?.encoding;
    const body = encoding === undefined ? undefined : page.encoded.get(encoding);
    if (encoding === undefined || body === undefined) return undefined;
    return { status: 200, headers: this.hitHeaders(page.cacheControl, encoding), body };
  }

  private hitHeaders(cacheControl: string, encoding: string): readonly string[] {
    const key = `${cacheControl}\n${encoding}`;
    let headers = this.headersByKeeping.get(key);
    if (!headers) {
      headers = hitHeaders(cacheControl, encoding);
      this.headersByKeeping.set(key, headers);
    }
    return headers;
  }
}

/** A path the static router serves through the page cache: a shared page or a tracking result (`CachedPageRoute`). */
function isCachedPagePath(path: string): boolean {
  const firstSegment = path.split('/', 2)[1];
  return (
    firstSegment !== 'api' &&
    firstSegment !== 'mf' &&
    extname(path) === '' &&
    !hasDotSegment(path) &&
    canonicalPageSpelling(path) === path &&
    !isAdminPath(path) &&
    keptPageCacheControl(path) !== undefined
  );
}
