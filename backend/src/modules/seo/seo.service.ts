import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError } from '../../common/errors/domain.error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ALL_CARRIERS } from '../../database/schema/index.js';
import { CarriersRepository } from '../carriers/carriers.repository.js';
import { ContentRepository } from '../content/content.repository.js';
import { StatsRepository } from '../stats/stats.repository.js';
import { sitemapIndex, urlset, type SitemapUrl } from './sitemap.xml.js';

export const SITEMAP_KINDS = ['couriers', 'routes', 'content', 'shops'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

const CACHE_MS = 60 * 60 * 1000;

/** robots.txt and the sitemaps, built from the same data the pages show, cached for an hour. */
@Injectable()
export class SeoService {
  private readonly cache = new Map<string, { body: string; expiresAt: number }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly carriers: CarriersRepository,
    private readonly content: ContentRepository,
    private readonly stats: StatsRepository,
  ) {}

  robots(): string {
    return [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /api',
      // The pages the links of follow mails open (issue 23), in every language: one person's, never content.
      'Disallow: /follow/',
      'Disallow: /*/follow/',
      'Allow: /',
      '',
      `Sitemap: ${this.url('/sitemap.xml')}`,
      '',
    ].join('\n');
  }

  index(): Promise<string> {
    return this.cached('index', () =>
      Promise.resolve(sitemapIndex(SITEMAP_KINDS.map((kind) => ({ loc: this.url(`/sitemaps/${kind}.xml`) })))),
    );
  }

  sitemap(kind: string): Promise<string> {
    if (!(SITEMAP_KINDS as readonly string[]).includes(kind)) throw new NotFoundError('Sitemap');
    return this.cached(kind, async () => urlset(await this.urls(kind as SitemapKind)));
  }

  private async urls(kind: SitemapKind): Promise<SitemapUrl[]> {
    switch (kind) {
      case 'couriers': {
        const carriers = await this.carriers.publishedCodes();
        return [
          { loc: this.url('/couriers') },
          ...carriers.map((carrier) => ({ loc: this.url(`/couriers/${carrier.code}`), lastmod: carrier.updatedAt })),
        ];
      }
      case 'routes': {
        const routes = await this.stats.routesWithEnoughData(this.config.stats.minSample);
        return [
          { loc: this.url('/shipping-time-calculator') },
          ...routes.map((route) => {
            // The canonical spellings, lowercase (the pages answer other spellings with a 301 to these).
            const [origin, destination] = [route.originIso.toLowerCase(), route.destinationIso.toLowerCase()];
            return {
              loc:
                route.carrierCode === ALL_CARRIERS
                  ? this.url(`/shipping-time-${origin}-to-${destination}`)
                  : this.url(`/${route.carrierCode}-shipping-time-from-${origin}-to-${destination}`),
              lastmod: route.updatedAt,
            };
          }),
        ];
      }
      case 'content': {
        const records = await this.content.publishedPaths();
        return records.map((record) => ({
          loc: this.url(`/t/${record.category}/${record.seoUrl}`),
          lastmod: record.updatedAt,
        }));
      }
      case 'shops':
        return [{ loc: this.url('/shops') }];
    }
  }

  private url(path: string): string {
    return `${this.config.publicBaseUrl}${path}`;
  }

  private async cached(key: string, build: () => Promise<string>): Promise<string> {
    const hit = this.cache.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.body;
    const body = await build();
    this.cache.set(key, { body, expiresAt: Date.now() + CACHE_MS });
    return body;
  }
}
