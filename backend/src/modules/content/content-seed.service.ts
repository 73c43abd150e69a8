import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { sanitizeRichText } from '../../common/rich-text.js';
import { TaxonomyRepository } from '../taxonomy/taxonomy.repository.js';
import { viewConfig } from './content-types.service.js';
import { ContentRepository } from './content.repository.js';
import { CONTENT_BLOCK_SEED, type ContentBlockSeed } from './seed/content-blocks.seed-data.js';
import { CONTENT_TYPE_SEED, type ContentTypeSeed } from './seed/content-types.seed-data.js';
import { CONTENT_SEED, type ContentSeed } from './seed/content.seed-data.js';
import { TAXONOMY_SEED, type TaxonomySeed } from './seed/taxonomy.seed-data.js';
import {
  CONTENT_BLOCK_TRANSLATIONS,
  CONTENT_TRANSLATIONS,
  contentSeedKey,
  TAXONOMY_TRANSLATIONS,
} from './seed/translations.seed-data.js';
import type { SeedTranslation } from '../reference-data/seed-translations.js';
import type { ContentBlockTranslation, ContentTranslation, TaxonomyTranslation } from '../../database/schema/index.js';

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

/** The seed's German, Spanish and Russian texts, by seed key (seed/translations.seed-data.ts). */
export interface ContentTranslationData {
  taxonomy: Readonly<Record<string, SeedTranslation<TaxonomyTranslation>>>;
  content: Readonly<Record<string, SeedTranslation<ContentTranslation>>>;
  blocks: Readonly<Record<string, SeedTranslation<ContentBlockTranslation>>>;
}

export const CONTENT_TRANSLATION_DATA: ContentTranslationData = {
  taxonomy: TAXONOMY_TRANSLATIONS,
  content: CONTENT_TRANSLATIONS,
  blocks: CONTENT_BLOCK_TRANSLATIONS,
};

/** What `english` makes of each item, by the item's key. */
async function byKey<T, E>(
  items: readonly T[],
  keyOf: (item: T) => string,
  english: (item: T) => Promise<E>,
): Promise<Map<string, E>> {
  return new Map(await Promise.all(items.map(async (item) => [keyOf(item), await english(item)] as const)));
}

/** Sanitises the rich texts of translations, as staff edits and the English seed are. */
async function sanitized<T extends object>(
  translations: Readonly<Record<string, SeedTranslation<T>>>,
  richFields: readonly (keyof T & string)[],
  field: string,
): Promise<Record<string, SeedTranslation<T>>> {
  const entries = await Promise.all(
    Object.entries(translations).map(async ([key, byLanguage]) => {
      const languages = await Promise.all(
        Object.entries(byLanguage).map(async ([language, texts]) => {
          const clean: Record<string, unknown> = { ...(texts as object) };
          for (const rich of richFields) {
            const value = clean[rich];
            if (typeof value === 'string') {
              clean[rich] = await sanitizeRichText(value, { field: `${field}.${key}.${language}.${rich}` });
            }
          }
          return [language, clean];
        }),
      );
      return [key, Object.fromEntries(languages) as SeedTranslation<T>] as const;
    }),
  );
  return Object.fromEntries(entries);
}

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
    await this.translate(CONTENT_SEED_DATA, CONTENT_TRANSLATION_DATA);
  }

  /**
   * Gives the seeded categories, records and blocks their German, Spanish and Russian texts, once per entry and only
   * where staff left the English as seeded and wrote no text of their own in that language
   * (reference-data/seed-translations.ts). Answers how many of each got some.
   */
  async translate(
    data: ContentSeedData,
    translations: ContentTranslationData,
  ): Promise<Record<keyof ContentTranslationData, number>> {
    const rich = (html: string, field: string) => sanitizeRichText(html, { field });
    const translated = {
      taxonomy: await this.taxonomy.seedTranslations(
        await sanitized(translations.taxonomy, ['description'], 'taxonomy'),
        await byKey(
          data.taxonomy,
          (category) => category.sys_name,
          async (category) => ({
            name: category.name,
            shortDescription: category.short_description,
            description: await rich(category.description, `taxonomy.${category.sys_name}`),
          }),
        ),
      ),
      content: await this.content.seedRecordTranslations(
        await sanitized(translations.content, ['content'], 'content'),
        await byKey(data.content, contentSeedKey, async (record) => ({
          title: record.title,
          shortDescription: record.short_description,
          description: await rich(record.description, `content.${record.seo_url}`),
        })),
      ),
      blocks: await this.content.seedBlockTranslations(
        await sanitized(translations.blocks, ['content'], 'blocks'),
        await byKey(
          data.blocks,
          (block) => block.key,
          async (block) => ({
            type: block.type,
            name: block.name,
            content: await rich(block.content, `blocks.${block.key}`),
          }),
        ),
      ),
    };
    const total = Object.values(translated).reduce((sum, count) => sum + count, 0);
    if (total > 0) {
      this.logger.log(
        `Translated reference content: ${translated.taxonomy} categories, ${translated.content} records, ` +
          `${translated.blocks} content blocks`,
      );
    }
    return translated;
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
