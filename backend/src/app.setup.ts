import type { NestExpressApplication } from '@nestjs/platform-express';
import { json, raw, type RequestHandler } from 'express';
import { SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { createValidationPipe } from './common/validation.pipe.js';
import type { AppConfig } from './config/app-config.js';
import { RateLimitGuard } from './modules/auth/rate-limit.guard.js';
import { mountQueueBoard } from './modules/system/queue-board.js';
import { CachedLookupFrontDoor } from './modules/tracking/cached-lookup-front-door.js';
import { SEVENTEEN_TRACK_WEBHOOK_PATH } from './modules/tracking/seventeen-track/seventeen-track-webhook.controller.js';
import { securityHeaders } from './modules/web/security-headers.js';
import { staticFrontends } from './modules/web/static-frontends.js';
import { createOpenApiDocument } from './openapi.js';

/** Request bodies above this are refused with 413 before any handler runs. */
export const BODY_LIMIT = '1mb';

/** Uploads carry a file of up to 5 MB as base64 in JSON (a third more), so these routes alone accept 8 MB. */
export const UPLOAD_BODY_LIMIT = '8mb';
const UPLOAD_ROUTES = new Set(['/api/files', '/api/search-console/import']);

/**
 * 17TRACK's pushes are read as raw bytes, since their signature covers the body exactly as sent. A push with a long
 * history across two carriers is tens of kilobytes; the cap leaves ample room and refuses floods early with 413.
 */
export const WEBHOOK_BODY_LIMIT = '512kb';

function webhookBodyParser(): RequestHandler {
  const parse = raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT });
  return (request, response, next) => {
    if (request.method === 'POST' && request.path === SEVENTEEN_TRACK_WEBHOOK_PATH)
      return parse(request, response, next);
    next();
  };
}

/** Parses the body of an upload route with the larger limit; the global parser then finds it already read. */
function uploadBodyParser(): RequestHandler {
  const parse = json({ limit: UPLOAD_BODY_LIMIT });
  return (request, response, next) => {
    if (request.method === 'POST' && UPLOAD_ROUTES.has(request.path)) return parse(request, response, next);
    next();
  };
}

/** Everything the HTTP application needs beyond its modules; shared by main.ts, tests and the spec generator. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const headers = securityHeaders(config);
  CachedLookupFrontDoor.install(app, headers);
  app.use(headers);
  app.use(uploadBodyParser());
  app.use(webhookBodyParser());
  app.useBodyParser('json', { limit: BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: BODY_LIMIT, extended: false });
  app.setGlobalPrefix('api', { exclude: ['remotes.json', 'robots.txt', 'sitemap.xml', 'sitemaps/:file'] });
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app, config.version), {
    jsonDocumentUrl: 'api/openapi.json',
    useGlobalPrefix: false,
  });
  mountQueueBoard(app);
  app.use(staticFrontends(config, app.get(RateLimitGuard)));
}
