import { Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError } from '../../common/errors/domain.error.js';
import { isUuid } from '../../common/is-uuid.js';
import { isFilterValue } from '../../common/list-query.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { sanitizeRichText, sanitizeTranslations } from '../../common/rich-text.js';
import { resolveSysName } from '../../common/sys-name.js';
import { withoutUndefined } from '../../common/without-undefined.js';
import type { ContentTranslation } from '../../database/schema/index.js';
import { TaxonomyService } from '../taxonomy/taxonomy.service.js';
import {
  mapContent,
  SEO_URL_REQUIRED,
  SEO_URL_TAKEN,
  type ContentResponseDto,
  type CreateContentDto,
  type UpdateContentDto,
} from './content.dto.js';
import { ContentRepository, type ContentRecordWithLinks } from './content.repository.js';
import { ContentTypesService } from './content-types.service.js';
import { checkedCustomFields, keepKnownFields } from './custom-field-values.js';

const RICH_TRANSLATION_KEYS = ['content'] as const satisfies ReadonlyArray<keyof ContentTranslation>;

@Injectable()
export class ContentService {
  constructor(
    private readonly repository: ContentRepository,
    private readonly contentTypes: ContentTypesService,
    private readonly taxonomy: TaxonomyService,
  ) {}

  async list(query: ListQueryDto): Promise<ListResult<ContentResponseDto>> {
    const { records, total } = await this.repository.listRecords(await this.withCustomFieldNames(query));
    return { records: records.map(mapContent), total };
  }

  /**
   * `?filter=` and `sortBy` may name a custom field by its sys_name or its name ("difficulty", "Difficulty") as well
   * as by `customFields.<sys_name>`: such keys become the latter. The fields are those of the content type the filter
   * names, or of every type. A key that is neither a list key nor a custom field stays, and is refused as unknown.
   */
  private async withCustomFieldNames(query: ListQueryDto): Promise<ListQueryDto> {
    let filter: Record<string, unknown>;
    try {
      const parsed: unknown = query.filter ? JSON.parse(query.filter) : {};
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return query;
      filter = parsed as Record<string, unknown>;
    } catch {
      return query; // the list's own parser answers 400
    }
    const sortField = query.sortBy?.split(':')[0];
    const names = [...Object.keys(filter), ...(sortField ? [sortField] : [])];
    if (names.every((name) => this.repository.isRecordListKey(name))) return query;

    const contentType = filter.contentType;
    const fields = await this.repository.customFieldsOf(isFilterValue(contentType) ? contentType : undefined);
    const rename = (name: string): string => {
      if (this.repository.isRecordListKey(name)) return name;
      const lower = name.toLocaleLowerCase();
      const field =
        fields.find((candidate) => candidate.sys_name === name) ??
        fields.find((candidate) => candidate.name.toLocaleLowerCase() === lower);
      return field ? `customFields.${field.sys_name}` : name;
    };
    return {
      ...query,
      filter: JSON.stringify(Object.fromEntries(Object.entries(filter).map(([name, value]) => [rename(name), value]))),
      sortBy: sortField ? `${rename(sortField)}:${query.sortBy!.split(':')[1]}` : query.sortBy,
    };
  }

  async get(id: string): Promise<ContentResponseDto> {
    return mapContent(await this.require(id));
  }

  /** Published records only, optionally within one content type or category given by sys_name (404 if unknown). */
  async listPublished(
    query: ListQueryDto,
    within: { contentType?: string; taxonomy?: string } = {},
  ): Promise<ListResult<ContentResponseDto>> {
    await this.requireScope(within);
    const { records, total } = await this.repository.listRecords(query, { ...within, publishedOnly: true });
    return { records: records.map(mapContent), total };
  }

  async getPublished(seoUrl: string, within: { contentType?: string; taxonomy?: string }): Promise<ContentResponseDto> {
    await this.requireScope(within);
    const row = await this.repository.findRecordInScope(seoUrl, { ...within, publishedOnly: true });
    if (!row) throw new NotFoundError('Content');
    return mapContent(row);
  }

  async create(dto: CreateContentDto): Promise<ContentResponseDto> {
    const type = await this.contentTypes.requireForRecord(dto.contentTypeId);
    const seoUrl = resolveSysName(dto.seo_url, dto.title, 'seo_url', SEO_URL_REQUIRED);
    await this.assertSeoUrlFree(type.id, seoUrl);
    const links = {
      taxonomyIds: await this.taxonomy.requireIds(dto.taxonomy ?? [], 'taxonomy'),
      tagIds: await this.taxonomy.requireTagIds(dto.tags ?? [], 'tags'),
    };
    const row = await this.repository.insertRecord(
      {
        contentTypeId: type.id,
        title: dto.title,
        seoUrl,
        shortDescription: dto.short_description ?? '',
        description: (await sanitizeRichText(dto.description, { field: 'description' })) ?? '',
        mainImage: dto.mainImage || null,
        showOnFront: dto.showOnFront ?? false,
        published: dto.published ?? false,
        showOnMenu: dto.showOnMenu ?? false,
        translations: await sanitizeTranslations(dto.translations ?? {}, RICH_TRANSLATION_KEYS, {
          field: 'translations',
        }),
        translated: dto.translated ?? { title: [], content: [] },
        customFields: await checkedCustomFields(type, dto.customFields ?? {}),
        sortOrder: dto.order ?? 0,
      },
      links,
    );
    return mapContent(row);
  }

  async update(id: string, dto: UpdateContentDto): Promise<ContentResponseDto> {
    const current = await this.require(id);
    const type =
      dto.contentTypeId && dto.contentTypeId !== current.contentTypeId
        ? await this.contentTypes.requireForRecord(dto.contentTypeId)
        : await this.contentTypes.requireForRecord(current.contentTypeId);
    const seoUrl =
      dto.seo_url === undefined
        ? undefined
        : resolveSysName(dto.seo_url, dto.title ?? current.title, 'seo_url', SEO_URL_REQUIRED);
    if ((seoUrl ?? current.seoUrl) !== current.seoUrl || type.id !== current.contentTypeId) {
      await this.assertSeoUrlFree(type.id, seoUrl ?? current.seoUrl, id);
    }
    const links = {
      taxonomyIds: dto.taxonomy && (await this.taxonomy.requireIds(dto.taxonomy, 'taxonomy')),
      tagIds: dto.tags && (await this.taxonomy.requireTagIds(dto.tags, 'tags')),
    };
    const customFields =
      dto.customFields !== undefined
        ? await checkedCustomFields(type, dto.customFields)
        : type.id !== current.contentTypeId
          ? await keepKnownFields(type, current.customFields)
          : undefined;
    const row = await this.repository.updateRecord(
      id,
      withoutUndefined({
        contentTypeId: type.id,
        title: dto.title,
        seoUrl,
        shortDescription: dto.short_description,
        description: await sanitizeRichText(dto.description, { field: 'description' }),
        mainImage: dto.mainImage === undefined ? undefined : dto.mainImage || null,
        showOnFront: dto.showOnFront,
        published: dto.published,
        showOnMenu: dto.showOnMenu,
        translations:
          dto.translations &&
          (await sanitizeTranslations(dto.translations, RICH_TRANSLATION_KEYS, { field: 'translations' })),
        translated: dto.translated,
        customFields,
        sortOrder: dto.order,
      }),
      links,
    );
    return mapContent(row!);
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.deleteRecord(id))) throw new NotFoundError('Content');
  }

  private async require(id: string): Promise<ContentRecordWithLinks> {
    const row = isUuid(id) ? await this.repository.findRecord(id) : undefined;
    if (!row) throw new NotFoundError('Content');
    return row;
  }

  private async requireScope(within: { contentType?: string; taxonomy?: string }): Promise<void> {
    if (within.contentType) await this.contentTypes.requireBySysName(within.contentType);
    if (within.taxonomy) await this.taxonomy.getBySysName(within.taxonomy);
  }

  private async assertSeoUrlFree(contentTypeId: string, seoUrl: string, exceptId?: string): Promise<void> {
    const existing = await this.repository.findRecordBySeoUrl(contentTypeId, seoUrl);
    if (existing && existing.id !== exceptId) {
      throw new ConflictError('A record of this content type already has this seo_url', { seo_url: SEO_URL_TAKEN });
    }
  }
}
