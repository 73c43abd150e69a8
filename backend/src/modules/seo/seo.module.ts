import { Module } from '@nestjs/common';
import { CarriersModule } from '../carriers/carriers.module.js';
import { ContentModule } from '../content/content.module.js';
import { StatsModule } from '../stats/stats.module.js';
import { SeoController } from './seo.controller.js';
import { SeoService } from './seo.service.js';

@Module({
  imports: [CarriersModule, ContentModule, StatsModule],
  controllers: [SeoController],
  providers: [SeoService],
})
export class SeoModule {}
