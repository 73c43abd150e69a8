import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { sanitizeRichText } from '../../common/rich-text.js';
import { TaxonomyRepository } from '../taxonomy/taxonomy.repository.js';
import { viewConfig } from './content-types.service.js';
import { ContentRepository } from './content.repository.js';
import { CONTENT_BLOCK_SEED, type ContentBlockSeed } from './seed/content-blocks.seed-data.js';
import { CONTENT_TYPE_SEED, type ContentTypeSeed } from './seed/content-types.seed-data.js';
import { CONTENT_SEED, type ContentSeed } from './seed/content.seed-data.js';
import { TAXONOMY_SEED, type TaxonomySeed } from './seed/taxonomy.seed-data.js';

export interface ContentSeedData {
  contentTypes: readonly ContentTypeSeed[];
  taxonomy: readonly TaxonomySeed[];
  content: readonly ContentSeed[];
  blocks: readonly ContentBlockSeed[];
}

export const CONTENT_SEED_DATA: ContentSeedData = {
  contentTypes: CONTENT_TYPE_SEED,
  taxonomy: TAXONOMY_SEED,
  content: CONTENT_SEED,
  blocks: CONTENT_BLOCK_SEED,
};

/**
 * The reference content (content types, categories, help-center pages, articles, FAQ, postal-service pages and the
 * main and courier page blocks), always seeded at start in dependency order. Only entries the seed never inserted
 * are added; what staff changed or deleted stays as they left it.
 */
@Injectable()
export class ContentSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('ReferenceData');

  constructor(
    private readonly content: ContentRepository,
    private readonly taxonomy: TaxonomyRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seed(CONTENT_SEED_DATA);
  }

  async seed(data: ContentSeedData): Promise<Record<keyof ContentSeedData, number>> {
    const added = {
      contentTypes: await this.content.seedTypes(
        data.contentTypes.map((type) => ({
          name: type.name,
          sysName: type.sys_name,
          description: type.description,
          fields: type.fields,
          viewConfig: viewConfig(type.fields, []),
        })),
      ),
      taxonomy: await this.taxonomy.seed(
        await Promise.all(
          data.taxonomy.map(async (category) => ({
            name: category.name,
            sysName: category.sys_name,
            description: await sanitizeRichText(category.description, { field: `taxonomy.${category.sys_name}` }),
            shortDescription: category.short_description,
            sortOrder: category.order,
            subCategoriesRecords: category.subCategoriesRecords ?? [],
            parentSysName: category.parent,
          })),
        ),
      ),
      content: await this.content.seedRecords(
        await Promise.all(
          data.content.map(async (record) => ({
            contentType: record.contentType,
            taxonomy: record.taxonomy,
            title: record.title,
            seoUrl: record.seo_url,
            shortDescription: record.short_description,
            description: await sanitizeRichText(record.description, { field: `content.${record.seo_url}` }),
            showOnFront: record.showOnFront ?? false,
            showOnMenu: record.showOnMenu ?? false,
            published: true,
            customFields: record.customFields ?? {},
            sortOrder: record.order ?? 0,
            translations: { en: { title: record.title, short_content: record.short_description } },
            translated: { title: ['en'], content: ['en'] },
          })),
        ),
      ),
      blocks: await this.content.seedBlocks(
        await Promise.all(
          data.blocks.map(async (block) => ({
            key: block.key,
            type: block.type,
            name: block.name,
            content: await sanitizeRichText(block.content, { field: `blocks.${block.key}` }),
            sortOrder: block.order,
            published: true,
          })),
        ),
      ),
    };
    const total = Object.values(added).reduce((sum, count) => sum + count, 0);
    if (total > 0) {
      this.logger.log(
        `Added reference content: ${added.contentTypes} content types, ${added.taxonomy} categories, ` +
          `${added.content} records, ${added.blocks} content blocks`,
      );
    }
    return added;
  }
}
