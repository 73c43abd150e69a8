import { Injectable } from '@nestjs/common';
import { ConflictError, InvalidInputError, NotFoundError } from '../../common/errors/domain.error.js';
import { isUuid } from '../../common/is-uuid.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { sanitizeRichText } from '../../common/rich-text.js';
import { assignSequentialIds, resolveSysName, SYS_NAME_TAKEN } from '../../common/sys-name.js';
import { withoutUndefined } from '../../common/without-undefined.js';
import type { SubCategoryRecord } from '../../database/schema/index.js';
import {
  mapTag,
  mapTaxonomy,
  SYS_NAME_LOCKED,
  type CreateTagDto,
  type CreateTaxonomyDto,
  type SubCategoryInputDto,
  type TagResponseDto,
  type TaxonomyResponseDto,
  type TaxonomyWithChildrenDto,
  type UpdateTagDto,
  type UpdateTaxonomyDto,
} from './taxonomy.dto.js';
import { TaxonomyRepository, type TagRow, type TaxonomyChanges, type TaxonomyRow } from './taxonomy.repository.js';

/** How deep the tree may go; also bounds the cycle check. */
const MAX_DEPTH = 20;
const DESCRIPTION = { field: 'description', maxLength: 100_000 };

@Injectable()
export class TaxonomyService {
  constructor(private readonly repository: TaxonomyRepository) {}

  async list(query: ListQueryDto): Promise<ListResult<TaxonomyResponseDto>> {
    const { records, total } = await this.repository.list(query);
    return { records: records.map(mapTaxonomy), total };
  }

  async get(id: string): Promise<TaxonomyResponseDto> {
    return mapTaxonomy(await this.require(id));
  }

  async getBySysName(sysName: string): Promise<TaxonomyWithChildrenDto> {
    const row = await this.repository.findBySysName(sysName);
    if (!row) throw new NotFoundError('Category');
    const children = await this.repository.children(row.id);
    return { ...mapTaxonomy(row), children: children.map(mapTaxonomy) };
  }

  async create(dto: CreateTaxonomyDto): Promise<TaxonomyResponseDto> {
    const sysName = resolveSysName(dto.sys_name, dto.name);
    await this.assertSysNameFree(sysName);
    if (dto.parentId) await this.requireParent(dto.parentId, undefined);
    const row = await this.repository.insert({
      name: dto.name,
      sysName,
      description: (await sanitizeRichText(dto.description, DESCRIPTION)) ?? '',
      shortDescription: dto.short_description ?? '',
      parentId: dto.parentId ?? null,
      sortOrder: dto.order ?? 0,
      subCategoriesRecords: subCategories(dto.subCategoriesRecords ?? []),
    });
    return mapTaxonomy(row);
  }

  async update(id: string, dto: UpdateTaxonomyDto): Promise<TaxonomyResponseDto> {
    const current = await this.require(id);
    if (dto.sys_name !== undefined && resolveSysName(dto.sys_name, current.name) !== current.sysName) {
      throw new InvalidInputError(SYS_NAME_LOCKED, { sys_name: SYS_NAME_LOCKED });
    }
    if (dto.parentId) await this.requireParent(dto.parentId, id);
    const changes: TaxonomyChanges = {
      name: dto.name,
      description: await sanitizeRichText(dto.description, DESCRIPTION),
      shortDescription: dto.short_description,
      parentId: dto.parentId,
      sortOrder: dto.order,
      subCategoriesRecords: dto.subCategoriesRecords && subCategories(dto.subCategoriesRecords),
    };
    return mapTaxonomy((await this.repository.update(id, withoutUndefined(changes)))!);
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.delete(id))) throw new NotFoundError('Category');
  }

  /** The categories with these ids, refusing any that does not exist (for content records' links). */
  async requireIds(ids: readonly string[], field: string): Promise<string[]> {
    const unique = [...new Set(ids)];
    const found = unique.every(isUuid) ? await this.repository.findByIds(unique) : [];
    if (found.length !== unique.length)
      throw new InvalidInputError('Validation failed', { [field]: 'Unknown category' });
    return unique;
  }

  async listTags(query: ListQueryDto): Promise<ListResult<TagResponseDto>> {
    const { records, total } = await this.repository.listTags(query);
    return { records: records.map(mapTag), total };
  }

  async getTag(id: string): Promise<TagResponseDto> {
    return mapTag(await this.requireTag(id));
  }

  async createTag(dto: CreateTagDto): Promise<TagResponseDto> {
    const sysName = resolveSysName(dto.sys_name, dto.name);
    await this.assertTagSysNameFree(sysName);
    return mapTag(await this.repository.insertTag({ name: dto.name, sysName }));
  }

  async updateTag(id: string, dto: UpdateTagDto): Promise<TagResponseDto> {
    const current = await this.requireTag(id);
    const sysName = dto.sys_name === undefined ? undefined : resolveSysName(dto.sys_name, dto.name ?? current.name);
    if (sysName !== undefined && sysName !== current.sysName) await this.assertTagSysNameFree(sysName);
    return mapTag((await this.repository.updateTag(id, withoutUndefined({ name: dto.name, sysName })))!);
  }

  async deleteTag(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.deleteTag(id))) throw new NotFoundError('Tag');
  }

  async requireTagIds(ids: readonly string[], field: string): Promise<string[]> {
    const unique = [...new Set(ids)];
    const found = unique.every(isUuid) ? await this.repository.findTagsByIds(unique) : [];
    if (found.length !== unique.length) throw new InvalidInputError('Validation failed', { [field]: 'Unknown tag' });
    return unique;
  }

  private async require(id: string): Promise<TaxonomyRow> {
    const row = isUuid(id) ? await this.repository.findById(id) : undefined;
    if (!row) throw new NotFoundError('Category');
    return row;
  }

  private async requireTag(id: string): Promise<TagRow> {
    const row = isUuid(id) ? await this.repository.findTagById(id) : undefined;
    if (!row) throw new NotFoundError('Tag');
    return row;
  }

  /** The parent must exist and must not be the category itself or one of its descendants. */
  private async requireParent(parentId: string, selfId: string | undefined): Promise<void> {
    let cursor: string | null = parentId;
    for (let depth = 0; cursor; depth++) {
      if (cursor === selfId || depth > MAX_DEPTH) {
        throw new InvalidInputError('Validation failed', {
          parentId: 'A category cannot be placed under itself or one of its subcategories',
        });
      }
      const row: TaxonomyRow | undefined = await this.repository.findById(cursor);
      if (!row) throw new InvalidInputError('Validation failed', { parentId: 'Unknown category' });
      cursor = row.parentId;
    }
  }

  private async assertSysNameFree(sysName: string): Promise<void> {
    if (await this.repository.findBySysName(sysName)) {
      throw new ConflictError('A category with this sys_name already exists', { sys_name: SYS_NAME_TAKEN });
    }
  }

  private async assertTagSysNameFree(sysName: string): Promise<void> {
    if (await this.repository.findTagBySysName(sysName)) {
      throw new ConflictError('A tag with this sys_name already exists', { sys_name: SYS_NAME_TAKEN });
    }
  }
}

/** Subcategories with their ids (highest + 1 for new ones) and derived, unique sys_names. */
function subCategories(input: readonly SubCategoryInputDto[]): SubCategoryRecord[] {
  const seen = new Set<string>();
  return assignSequentialIds(input, 'subCategoriesRecords').map((item, index) => {
    const sysName = resolveSysName(item.sys_name, item.name, `subCategoriesRecords.${index}.sys_name`);
    if (seen.has(sysName)) {
      throw new InvalidInputError('Validation failed', { [`subCategoriesRecords.${index}.sys_name`]: SYS_NAME_TAKEN });
    }
    seen.add(sysName);
    return withoutUndefined({
      id: item.id,
      name: item.name,
      sys_name: sysName,
      description: item.description,
      order: item.order,
    }) as SubCategoryRecord;
  });
}
