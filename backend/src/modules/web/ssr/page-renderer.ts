import { Logger } from '@nestjs/common';
import type { FrontDoor } from '../../../common/front-door.js';
import { SingleFlight } from '../../../common/single-flight.js';
import type { AppConfig } from '../../../config/app-config.js';
import { serverBundle } from './server-bundle.js';
import { SERVER_RENDER_HEADER, serverRenderToken } from './server-render-token.js';

export interface PageRequest {
  /** The path as requested, language prefix included. */
  path: string;
  /** The query string with its `?`, or empty. */
  search: string;
  /** Where this server answers on loopback (the address the request arrived at). */
  apiOrigin: string;
  clientIp?: string;
}

/**
 * A rendered page, or where it moved. 503 when the API failed or timed out on some of the page's data: the page shows
 * its error state, and crawlers and caches are told to come back rather than keep it.
 */
export type RenderedPage = { status: 200 | 404 | 503; html: string } | { status: 301 | 302; location: string };

const DATA_TIMEOUT_MS = 5000;
/**
 * No public page comes near this (the longest, a directory page, is about 0.2 MB); a page over it is a fault, and it
 * renders in the browser rather than hold the memory of a runaway document.
 */
const MAX_DOCUMENT_LENGTH = 4_000_000;

/**
 * Renders public pages on the server through the public site's server build, which writes the whole document (head,
 * app markup, data, entry scripts); this class adds what HTTP needs: one render per page at a time, the status, the
 * size bound. Crawlers and visitors without JavaScript get the content, and the browser hydrates it without loading
 * anything twice. Unknown pages answer 404.
 */
export class PageRenderer {
  private readonly logger = new Logger(PageRenderer.name);
  /**
   * Renders under way, by path and query. A page's HTML is the same for every visitor, so requests for a page that is
   * being rendered wait for that render instead of starting another (a burst of visitors costs one render, and the
   * answer is never older than the request).
   */
  private readonly underWay = new SingleFlight<string, RenderedPage>();

  constructor(
    private readonly config: AppConfig,
    /** The server build, `frontend-public/dist-ssr/server.cjs`. */
    private readonly bundlePath: string,
    /** The API answers this process holds (its front door's): the render takes them without a loopback request. */
    private readonly held: Pick<FrontDoor, 'heldFor'>,
  ) {}

  /** False when the frontends were not built with their server bundle: pages are then rendered in the browser only. */
  available(): boolean {
    return serverBundle(this.bundlePath) !== undefined;
  }

  render(request: PageRequest): Promise<RenderedPage> {
    return this.underWay.run(`${request.path}${request.search}`, () => this.renderPage(request));
  }

  private async renderPage({ path, search, apiOrigin, clientIp }: PageRequest): Promise<RenderedPage> {
    const bundle = serverBundle(this.bundlePath);
    if (!bundle) throw new Error('The public site has no server build');
    const result = await bundle.render({
      // The page's own path, prefix included: the public app routes /de/…, /es/…, /ru/… to their language.
      url: `${path}${search}`,
      apiOrigin,
      // The API trusts X-Forwarded-For from loopback: its logs and limits see the visitor.
      apiHeaders: { [SERVER_RENDER_HEADER]: serverRenderToken, ...(clientIp ? { 'x-forwarded-for': clientIp } : {}) },
      timeoutMs: DATA_TIMEOUT_MS,
      baseUrl: this.config.publicBaseUrl,
      publicRemoteUrl: this.config.remotes.publicApp,
      heldAnswer: this.held.heldFor,
    });
    for (const error of result.errors) this.logger.warn({ err: error, path }, 'Server render error');
    if (result.redirect) {
      const { to, permanent } = result.redirect;
      return { status: permanent ? 301 : 302, location: to };
    }
    const { document, notFound, unavailable } = result;
    if (document.length > MAX_DOCUMENT_LENGTH)
      throw new Error(
        `The rendered page is ${document.length} characters long, over the ${MAX_DOCUMENT_LENGTH} allowed`,
      );
    return { status: notFound ? 404 : unavailable ? 503 : 200, html: document };
  }
}
