import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';

// src/modules/web and dist/modules/web both sit four levels below the repository root.
const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export const frontendDirs = {
  shell: join(repositoryRoot, 'frontend-shell', 'dist'),
  public: join(repositoryRoot, 'frontend-public', 'dist'),
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

/**
 * Serves the built frontends: the remotes under /mf/public and /mf/admin, the shell at the root, and the shell's
 * index.html for any other page path (client routes). /api and files that do not exist still answer 404.
 */
export function staticFrontends(): Router {
  const router = express.Router();
  // The API has no files: its requests skip the file lookups (a failed stat each) and go on to the API at once.
  router.use((request: Request, _response: Response, next: NextFunction) =>
    request.path.startsWith('/api/') ? next('router') : next(),
  );
  router.use('/mf/public', serve(frontendDirs.public, false));
  router.use('/mf/admin', serve(frontendDirs.admin, false));
  router.use(serve(frontendDirs.shell, true));
  const indexHtml = join(frontendDirs.shell, 'index.html');
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
    if (isNotFoundPage) response.status(404);
    response.sendFile(indexHtml);
  });
  return router;
}
