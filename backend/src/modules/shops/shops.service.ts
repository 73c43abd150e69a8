import { Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError } from '../../common/errors/domain.error.js';
import { isUuid } from '../../common/is-uuid.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { sanitizeTranslations } from '../../common/rich-text.js';
import { resolveSysName } from '../../common/sys-name.js';
import { withoutUndefined } from '../../common/without-undefined.js';
import type { ShopTranslation } from '../../database/schema/index.js';
import {
  mapShop,
  SYSTEM_NAME_REQUIRED,
  SYSTEM_NAME_TAKEN,
  type CreateShopDto,
  type ShopResponseDto,
  type UpdateShopDto,
} from './shops.dto.js';
import { ShopsRepository, type ShopRow } from './shops.repository.js';

const RICH_TRANSLATION_KEYS = ['content'] as const satisfies ReadonlyArray<keyof ShopTranslation>;

@Injectable()
export class ShopsService {
  constructor(private readonly repository: ShopsRepository) {}

  async list(query: ListQueryDto): Promise<ListResult<ShopResponseDto>> {
    const { records, total } = await this.repository.list(query);
    return { records: records.map(mapShop), total };
  }

  async listPublished(query: ListQueryDto): Promise<ListResult<ShopResponseDto>> {
    const { records, total } = await this.repository.list(query, true);
    return { records: records.map(mapShop), total };
  }

  async getPublished(systemName: string): Promise<ShopResponseDto> {
    const row = await this.repository.findBySystemName(systemName);
    if (!row?.published) throw new NotFoundError('Shop');
    return mapShop(row);
  }

  async get(id: string): Promise<ShopResponseDto> {
    return mapShop(await this.require(id));
  }

  async create(dto: CreateShopDto): Promise<ShopResponseDto> {
    const systemName = resolveSysName(dto.system_name, dto.name, 'system_name', SYSTEM_NAME_REQUIRED);
    await this.assertSystemNameFree(systemName);
    const row = await this.repository.insert({
      name: dto.name,
      systemName,
      logo: dto.logo || null,
      homepage: dto.homepage || null,
      type: dto.type ?? '',
      published: dto.published ?? true,
      translations: await sanitizeTranslations(dto.translations ?? {}, RICH_TRANSLATION_KEYS, {
        field: 'translations',
      }),
    });
    return mapShop(row);
  }

  async update(id: string, dto: UpdateShopDto): Promise<ShopResponseDto> {
    const current = await this.require(id);
    const systemName =
      dto.system_name === undefined
        ? undefined
        : resolveSysName(dto.system_name, dto.name ?? current.name, 'system_name', SYSTEM_NAME_REQUIRED);
    if (systemName !== undefined && systemName !== current.systemName) await this.assertSystemNameFree(systemName);
    const row = await this.repository.update(
      id,
      withoutUndefined({
        name: dto.name,
        systemName,
        logo: dto.logo === undefined ? undefined : dto.logo || null,
        homepage: dto.homepage === undefined ? undefined : dto.homepage || null,
        type: dto.type,
        published: dto.published,
        translations:
          dto.translations &&
          (await sanitizeTranslations(dto.translations, RICH_TRANSLATION_KEYS, { field: 'translations' })),
      }),
    );
    return mapShop(row!);
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.delete(id))) throw new NotFoundError('Shop');
  }

  private async require(id: string): Promise<ShopRow> {
    const row = isUuid(id) ? await this.repository.findById(id) : undefined;
    if (!row) throw new NotFoundError('Shop');
    return row;
  }

  private async assertSystemNameFree(systemName: string): Promise<void> {
    if (await this.repository.findBySystemName(systemName)) {
      throw new ConflictError('A shop with this system_name already exists', { system_name: SYSTEM_NAME_TAKEN });
    }
  }
}
