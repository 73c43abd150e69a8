import { Reflector } from '@nestjs/core';
import { HttpException } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { json, raw, type NextFunction, type RequestHandler, type Response } from 'express';
import { SwaggerModule } from '@nestjs/swagger';
import { FrontDoor } from './common/front-door.js';
import { AppLogger, requestLog } from './common/logging.js';
import { installClientAddress } from './common/client-address.js';
import { refuseDotSegments } from './common/dot-segments.js';
import { refuseDeepJson } from './common/json-depth.js';
import type { RequestWithUser } from './common/session-user.js';
import { createValidationPipe } from './common/validation.pipe.js';
import type { AppConfig } from './config/app-config.js';
import { AccessGuard } from './modules/auth/access.guard.js';
import { RateLimitGuard } from './modules/auth/rate-limit.guard.js';
import { mountQueueBoard } from './modules/system/queue-board.js';
import { CachedLookupRoute } from './modules/tracking/cached-lookup-front-door.js';
import { DetectionRoute } from './modules/tracking/detection-front-door.js';
import { TrackingService } from './modules/tracking/tracking.service.js';
import { SEVENTEEN_TRACK_WEBHOOK_PATH } from './modules/tracking/seventeen-track/seventeen-track-webhook.controller.js';
import { CachedPageRoute } from './modules/web/cached-page-route.js';
import { KeptAnswerInterceptor, KeptAnswerRoute } from './modules/web/kept-answer.js';
import { securityHeaders } from './modules/web/security-headers.js';
import { isServerRenderRequest } from './modules/web/ssr/server-render-token.js';
import { statsVersionKey } from './modules/stats/stats-changes.js';
import { PageCache } from './modules/web/ssr/page-cache.js';
import { PageCacheInvalidator, redisSharedVersion } from './modules/web/ssr/page-cache.invalidator.js';
import { staticFrontends } from './modules/web/static-frontends.js';
import { RedisStatusService } from './queues/redis-status.service.js';
import { createOpenApiDocument } from './openapi.js';

/**
 * The server-rendered pages every visitor sees alike and the public API answers they are made from (`@KeptAnswer()`),
 * kept in memory: 32 MB of HTML, JSON, compressed copies and their bookkeeping at most, none older than 60 s, and a
 * staff change on another process noticed within 2 s.
 */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;
/** Measured in a heap snapshot after mixed traffic: about 37.9 MB held for 32 MB of bytes in 9,500 entries. */
const PAGE_CACHE_ENTRY_BYTES = 600;
const PAGE_CACHE_TTL_MS = 60_000;
const PAGE_CACHE_CHECK_MS = 2_000;

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

/**
 * Parses the body of an upload route with the larger limit (the global parser then finds it already read), once the
 * request has passed the access checks of a staff route: a request without a session, from another site or without
 * the CSRF token is refused before its body is read, let alone parsed. The route's guard checks its roles after.
 */
function uploadBodyParser(access: AccessGuard): RequestHandler {
  const parse = json({ limit: UPLOAD_BODY_LIMIT, verify: refuseDeepJson });
  return (request, response, next) => {
    if (request.method !== 'POST' || !UPLOAD_ROUTES.has(request.path)) return next();
    access.authorize(request as RequestWithUser, response).then(
      () => parse(request, response, next),
      (error: unknown) => refuse(response, error, next),
    );
  };
}

/**
 * The API's description (Swagger UI under /api/docs, /api/openapi.json) in production: for signed-in staff only, since
 * it maps every route for an attacker. Development keeps it open.
 */
function staffOnly(access: AccessGuard): RequestHandler {
  return (request, response, next) => {
    access.authorize(request as RequestWithUser, response).then(
      () => next(),
      (error: unknown) => refuse(response, error, next),
    );
  };
}

/** An access refusal of `AccessGuard.authorize` answered as the exception filter would; anything else goes on. */
function refuse(response: Response, error: unknown, next: NextFunction): void {
  if (!(error instanceof HttpException)) return next(error);
  const statusCode = error.getStatus();
  response.status(statusCode).json({ statusCode, message: error.message });
}

/** Everything the HTTP application needs beyond its modules; shared by main.ts, tests and the spec generator. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.useLogger(app.get(AppLogger));
  app.disable('x-powered-by');
  // The server render's own API calls come from this process on loopback with the visitor's address, marked.
  installClientAddress(app.getHttpAdapter().getInstance(), config.trustProxy, isServerRenderRequest);
  const headers = securityHeaders(config);
  const redis = app.get(RedisStatusService);
  const pageCache = new PageCache({
    maxBytes: PAGE_CACHE_BYTES,
    entryBytes: PAGE_CACHE_ENTRY_BYTES,
    ttlMs: PAGE_CACHE_TTL_MS,
    checkEveryMs: PAGE_CACHE_CHECK_MS,
    shared: redisSharedVersion(() => redis.commands, `${config.redis.prefix}:page-cache:version`),
    // Route statistics change on every delivery, not only with staff: their kept reads follow their own counter.
    scopes: [
      {
        keyPrefix: '/api/stats/',
        version: redisSharedVersion(() => redis.commands, statsVersionKey(config.redis.prefix)),
      },
    ],
  });
  const frontDoor = FrontDoor.install(app, headers, app.get(RateLimitGuard), [
    new CachedLookupRoute(app.get(TrackingService)),
    new DetectionRoute(app.get(TrackingService)),
    new CachedPageRoute(pageCache),
    new KeptAnswerRoute(pageCache),
  ]);
  // First, so that every request the application answers has its log line and id: pages and refusals included.
  app.use(requestLog);
  app.use(headers);
  app.use(refuseDotSegments());
  app.use(uploadBodyParser(app.get(AccessGuard)));
  app.use(webhookBodyParser());
  // Not useBodyParser: Nest keeps body-parser's `verify` hook for itself, and the depth check needs it.
  app.use(json({ limit: BODY_LIMIT, verify: refuseDeepJson }));
  app.useBodyParser('urlencoded', { limit: BODY_LIMIT, extended: false });
  app.setGlobalPrefix('api', { exclude: ['remotes.json', 'robots.txt', 'sitemap.xml', 'sitemaps/:file'] });
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
  if (config.isProduction) app.use(['/api/docs', '/api/openapi.json'], staffOnly(app.get(AccessGuard)));
  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app, config.version), {
    jsonDocumentUrl: 'api/openapi.json',
    raw: ['json'],
    useGlobalPrefix: false,
  });
  mountQueueBoard(app);
  app.useGlobalInterceptors(
    new PageCacheInvalidator(pageCache),
    new KeptAnswerInterceptor(app.get(Reflector), pageCache),
  );
  app.use(staticFrontends(config, app.get(RateLimitGuard), pageCache, frontDoor));
}
