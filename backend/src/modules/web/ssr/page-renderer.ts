import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Logger } from '@nestjs/common';
import { SingleFlight } from '../../../common/single-flight.js';
import type { AppConfig } from '../../../config/app-config.js';
import { deferEntryScripts } from './entry-scripts.js';
import { escapeHtml } from './escape-html.js';
import { SERVER_RENDER_HEADER, serverRenderToken } from './server-render-token.js';

/**
 * The server build of the public site (frontend-public/server/server-entry.tsx, built to `dist-ssr/server.cjs`), which
 * also writes the page's head tags in its language: the site's languages and the page head are defined there.
 */
interface ServerBundle {
  render(request: {
    url: string;
    apiOrigin: string;
    apiHeaders: Record<string, string>;
    timeoutMs: number;
    baseUrl: string;
  }): Promise<{
    html: string;
    language: string;
    head: { title?: string; description?: string };
    headTags: string;
    notFound: boolean;
    redirect?: { to: string; permanent: boolean };
    /** Safe inside a `<script>` element. */
    dataJson: string;
    errors: unknown[];
    unavailable: boolean;
  }>;
}

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

/** The id the public site reads its server-loaded data from (frontend-public/src/ssr/hydration-data.ts). */
const PRELOADED_DATA_ID = 'pp-preloaded-data';
const DATA_TIMEOUT_MS = 5000;
/**
 * No public page comes near this (the longest, a directory page, is about 0.2 MB); a page over it is a fault, and it
 * renders in the browser rather than hold the memory of a runaway document.
 */
const MAX_DOCUMENT_LENGTH = 4_000_000;

/**
 * `text` with the first match of `pattern` replaced by `value` as it is. A replacement string would read `$&`, `` $` ``,
 * `$'` and `$$` as patterns, and the values here carry visitor text (the tracking number in the path, stored names):
 * `` $` `` copies the whole document before the match into it, once per occurrence.
 */
export function replaceFirst(text: string, pattern: string | RegExp, value: string): string {
  return text.replace(pattern, () => value);
}

export interface PageRendererPaths {
  /** The shell's built index.html, the page template. */
  template: string;
  bundle: string;
  /** The public remote's mf-manifest.json, for its stylesheet and entry scripts. */
  manifest: string;
}

/**
 * Renders public pages on the server: the public site's React components into the shell's index.html, with the page's
 * head tags and the data it loaded, so crawlers and visitors without JavaScript get the content and the browser
 * hydrates it without loading anything twice. Unknown pages answer 404.
 */
export class PageRenderer {
  private readonly logger = new Logger(PageRenderer.name);
  private bundle: ServerBundle | undefined;
  private remoteAssets: string | undefined;
  /**
   * Renders under way, by path and query. A page's HTML is the same for every visitor, so requests for a page that is
   * being rendered wait for that render instead of starting another (a burst of visitors costs one render, and the
   * answer is never older than the request).
   */
  private readonly underWay = new SingleFlight<string, RenderedPage>();

  constructor(
    private readonly config: AppConfig,
    private readonly paths: PageRendererPaths,
  ) {}

  /** False until the frontends are built with their server bundle; pages are then rendered in the browser only. */
  available(): boolean {
    return existsSync(this.paths.bundle) && existsSync(this.paths.template) && existsSync(this.paths.manifest);
  }

  render(request: PageRequest): Promise<RenderedPage> {
    return this.underWay.run(`${request.path}${request.search}`, () => this.renderPage(request));
  }

  private async renderPage({ path, search, apiOrigin, clientIp }: PageRequest): Promise<RenderedPage> {
    const [template, result] = await Promise.all([
      readFile(this.paths.template, 'utf8'),
      this.loadBundle().render({
        // The page's own path, prefix included: the public app routes /de/…, /es/…, /ru/… to their language.
        url: `${path}${search}`,
        apiOrigin,
        // The API trusts X-Forwarded-For from loopback: its logs and limits see the visitor.
        apiHeaders: { [SERVER_RENDER_HEADER]: serverRenderToken, ...(clientIp ? { 'x-forwarded-for': clientIp } : {}) },
        timeoutMs: DATA_TIMEOUT_MS,
        baseUrl: this.config.publicBaseUrl,
      }),
    ]);
    for (const error of result.errors) this.logger.warn({ err: error, path }, 'Server render error');
    if (result.redirect) {
      const { to, permanent } = result.redirect;
      return { status: permanent ? 301 : 302, location: to };
    }
    const { head, notFound, unavailable } = result;
    let html = replaceFirst(
      deferEntryScripts(template),
      /<html lang="[^"]*"/,
      `<html lang="${escapeHtml(result.language)}"`,
    );
    if (head.title) html = replaceFirst(html, /<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
    if (head.description)
      html = replaceFirst(
        html,
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeHtml(head.description)}">`,
      );
    html = replaceFirst(html, '</head>', `${this.publicRemoteAssets()}${result.headTags}</head>`);
    html = replaceFirst(
      html,
      '<div id="root"></div>',
      `<div id="root">${result.html}</div>` +
        `<script type="application/json" id="${PRELOADED_DATA_ID}">${result.dataJson}</script>`,
    );
    if (html.length > MAX_DOCUMENT_LENGTH)
      throw new Error(`The rendered page is ${html.length} characters long, over the ${MAX_DOCUMENT_LENGTH} allowed`);
    return { status: notFound ? 404 : unavailable ? 503 : 200, html };
  }

  private loadBundle(): ServerBundle {
    this.bundle ??= createRequire(import.meta.url)(this.paths.bundle) as ServerBundle;
    return this.bundle;
  }

  /**
   * The public remote's stylesheet, so the server markup is styled at first paint, and its entry scripts preloaded,
   * so hydration starts sooner; from where the shell loads the remote (PUBLIC_REMOTE_URL).
   */
  private publicRemoteAssets(): string {
    this.remoteAssets ??= this.readRemoteAssets();
    return this.remoteAssets;
  }

  private readRemoteAssets(): string {
    const manifest = JSON.parse(readFileSync(this.paths.manifest, 'utf8')) as RemoteManifest;
    const base = new URL(this.config.remotes.publicApp, this.config.publicBaseUrl);
    const url = (file: string) => {
      const absolute = new URL(file, base);
      return escapeHtml(
        absolute.origin === new URL(this.config.publicBaseUrl).origin ? absolute.pathname : absolute.href,
      );
    };
    const app = manifest.exposes.find((expose) => expose.name === 'app');
    const styles = app?.assets.css.sync ?? [];
    const { path, name } = manifest.metaData.remoteEntry;
    const scripts = [path ? `${path}/${name}` : name, ...(app?.assets.js.sync ?? [])];
    return [
      ...styles.map((file) => `<link rel="stylesheet" href="${url(file)}">`),
      ...scripts.map((file) => `<link rel="preload" as="script" href="${url(file)}">`),
    ].join('');
  }
}

interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}
