import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CachedLookupMiddleware } from '../tracking/cached-lookup.middleware.js';
import { TrackingModule } from '../tracking/tracking.module.js';
import { PublicConfigController } from './public-config.controller.js';
import { WebController } from './web.controller.js';

@Module({ imports: [AuthModule, TrackingModule], controllers: [WebController, PublicConfigController] })
export class WebModule implements NestModule {
  /** Registered here, in the HTTP-only module, because it needs the API's rate limit (the worker has none). */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(CachedLookupMiddleware)
      .exclude(
        { path: 'tracking/detect', method: RequestMethod.GET },
        { path: 'tracking/formats', method: RequestMethod.GET },
      )
      .forRoutes({ path: 'tracking/:code', method: RequestMethod.GET });
  }
}
