import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/public.decorator.js';
import { SkipRateLimit } from '../../common/skip-rate-limit.decorator.js';
import { SeoService } from './seo.service.js';

/** For search engines: served at the site root, outside /api. */
@ApiExcludeController()
@Public()
@SkipRateLimit()
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return this.seo.robots();
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  index(): Promise<string> {
    return this.seo.index();
  }

  @Get('sitemaps/:file')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  sitemap(@Param('file') file: string): Promise<string> {
    return this.seo.sitemap(file.replace(/\.xml$/, ''));
  }
}
