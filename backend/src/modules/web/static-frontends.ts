import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { PageRenderer } from './ssr/page-renderer.js';

// src/modules/web and dist/modules/web both sit four levels below the repository root.
const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export const frontendDirs = {
  shell: join(repositoryRoot, 'frontend-shell', 'dist'),
  public: join(repositoryRoot, 'frontend-public', 'dist'),
  /** The public site's server build (not served). */
  publicServer: join(repositoryRoot, 'frontend-public', 'dist-ssr'),
  admin: join(repositoryRoot, 'frontend-admin', 'dist'),
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Built assets carry a content hash in their name; only the entry points (HTML, JSON manifests) must revalidate. */
function setCacheHeaders(response: Response, filePath: string): void {
  const extension = extname(filePath);
  response.setHeader('Cache-Control', extension === '.html' || extension === '.json' ? 'no-cache' : IMMUTABLE);
}

function serve(dir: string, fallthrough: boolean) {
  return express.static(dir, { index: false, fallthrough, setHeaders: setCacheHeaders, redirect: false });
}

/** The back-office renders in the browser only; every other page path is a public page. */
function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/** Where this server answers the request's own connection, so the server render can call the API on loopback. */
function loopbackOrigin(request: Request): string {
  const address = request.socket.localAddress ?? '127.0.0.1';
  return `http://${address.includes(':') ? `[${address}]` : address}:${request.socket.localPort}`;
}

/**
 * Serves the built frontends: the remotes under /mf/public and /mf/admin, the shell at the root, and for any other
 * page path the shell's index.html, with public pages rendered into it on the server (ssr/page-renderer.ts). /api
 * and files that do not exist still answer 404.
 */
export function staticFrontends(config: AppConfig): Router {
  const logger = new Logger('StaticFrontends');
  const indexHtml = join(frontendDirs.shell, 'index.html');
  const renderer = new PageRenderer(config, {
    template: indexHtml,
    bundle: join(frontendDirs.publicServer, 'server.cjs'),
    manifest: join(frontendDirs.public, 'mf-manifest.json'),
  });
  const router = express.Router();
  // The API has no files: its requests skip the file lookups (a failed stat each) and go on to the API at once.
  router.use((request: Request, _response: Response, next: NextFunction) =>
    request.path.startsWith('/api/') ? next('router') : next(),
  );
  router.use('/mf/public', serve(frontendDirs.public, false));
  router.use('/mf/admin', serve(frontendDirs.admin, false));
  router.use(serve(frontendDirs.shell, true));
  router.use((request: Request, response: Response, next: NextFunction) => {
    // The not-found page of the spec: the shell renders it, with the status a crawler must see.
    const isNotFoundPage = request.path === '/404.html';
    const isClientRoute = !request.path.startsWith('/api/') && request.path !== '/api' && extname(request.path) === '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (isNotFoundPage || isClientRoute) &&
      request.accepts('html') !== false;
    if (!isPage) return next();
    if (!existsSync(indexHtml)) {
      response.status(503).type('text/plain').send('The frontends are not built yet: run `npm run build`.');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    if (isAdminPath(request.path) || !renderer.available()) {
      if (isNotFoundPage) response.status(404);
      response.sendFile(indexHtml);
      return;
    }
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    renderer.render({ path: request.path, search, apiOrigin: loopbackOrigin(request), clientIp: request.ip }).then(
      (page) => {
        if ('location' in page) return response.redirect(page.status, page.location);
        response.status(page.status).type('html').send(page.html);
      },
      (error: unknown) => {
        // The browser can still render the page: a failed server render costs its content for crawlers only.
        logger.error({ err: error, path: request.path }, 'Server render failed; the page renders in the browser');
        if (isNotFoundPage) response.status(404);
        response.sendFile(indexHtml);
      },
    );
  });
  return router;
}
