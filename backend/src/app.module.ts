import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { LoggingModule } from './common/logging.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { AccessGuard } from './modules/auth/access.guard.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { CarriersModule } from './modules/carriers/carriers.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { CountriesModule } from './modules/countries/countries.module.js';
import { DeliveryConfirmationsModule } from './modules/confirmations/confirmations.module.js';
import { FollowsModule } from './modules/follows/follows.module.js';
import { FilesModule } from './modules/files/files.module.js';
import { RateLimitGuard } from './modules/auth/rate-limit.guard.js';
import { HealthModule } from './modules/health/health.module.js';
import { KeywordsModule } from './modules/keywords/keywords.module.js';
import { SettingsModule } from './modules/settings/settings.module.js';
import { ShopsModule } from './modules/shops/shops.module.js';
import { SystemModule } from './modules/system/system.module.js';
import { TaxonomyModule } from './modules/taxonomy/taxonomy.module.js';
import { AiModule } from './modules/ai/ai.module.js';
import { MailingModule } from './modules/mailing/mailing.module.js';
import { SeoModule } from './modules/seo/seo.module.js';
import { StatsModule } from './modules/stats/stats.module.js';
import { TrackingModule } from './modules/tracking/tracking.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { WebModule } from './modules/web/web.module.js';
import { QueuesModule } from './queues/queues.module.js';

export type ProcessRole = 'api' | 'worker';

/** The staff resources and the public reads of them; they also seed the reference data at start. */
const BACK_OFFICE_MODULES = [
  CarriersModule,
  ContentModule,
  TaxonomyModule,
  ShopsModule,
  SettingsModule,
  KeywordsModule,
  FilesModule,
  CountriesModule,
];

/** The whole application; the worker entry gets the same modules without HTTP-only parts. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, role: ProcessRole = 'api'): DynamicModule {
    const runWorkers = role === 'worker' || config.runWorkers;
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(config),
        DatabaseModule,
        QueuesModule.forRoot({ runWorkers }),
        SystemModule,
        TrackingModule,
        StatsModule,
        MailingModule,
        FollowsModule,
        ...(role === 'api'
          ? [
              AuthModule,
              UsersModule,
              HealthModule,
              WebModule,
              AiModule,
              SeoModule,
              DeliveryConfirmationsModule,
              ...BACK_OFFICE_MODULES,
            ]
          : []),
      ],
      providers: [
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        // Order matters: a flood is cut by the rate limit before any session work.
        ...(role === 'api'
          ? [
              { provide: APP_GUARD, useExisting: RateLimitGuard },
              { provide: APP_GUARD, useExisting: AccessGuard },
            ]
          : []),
      ],
    };
  }
}
