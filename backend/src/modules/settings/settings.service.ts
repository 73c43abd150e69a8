import { Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError } from '../../common/errors/domain.error.js';
import { isUuid } from '../../common/is-uuid.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { withoutUndefined } from '../../common/without-undefined.js';
import {
  mapSetting,
  NAME_TAKEN,
  SECRET_KEY,
  SECRET_MASK,
  type CreateSettingDto,
  type SettingResponseDto,
  type UpdateSettingDto,
} from './settings.dto.js';
import { SettingsRepository, type SettingRow } from './settings.repository.js';

@Injectable()
export class SettingsService {
  constructor(private readonly repository: SettingsRepository) {}

  async list(query: ListQueryDto): Promise<ListResult<SettingResponseDto>> {
    const { records, total } = await this.repository.list(query);
    return { records: records.map(mapSetting), total };
  }

  async get(id: string): Promise<SettingResponseDto> {
    return mapSetting(await this.require(id));
  }

  async create(dto: CreateSettingDto): Promise<SettingResponseDto> {
    await this.assertNameFree(dto.name);
    return mapSetting(await this.repository.insert({ name: dto.name, param: keepSecrets(dto.param ?? {}, {}) }));
  }

  async update(id: string, dto: UpdateSettingDto): Promise<SettingResponseDto> {
    const current = await this.require(id);
    if (dto.name !== undefined && dto.name !== current.name) await this.assertNameFree(dto.name);
    const param = dto.param && keepSecrets(dto.param, current.param);
    return mapSetting((await this.repository.update(id, withoutUndefined({ name: dto.name, param })))!);
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.delete(id))) throw new NotFoundError('Setting');
  }

  private async require(id: string): Promise<SettingRow> {
    const row = isUuid(id) ? await this.repository.findById(id) : undefined;
    if (!row) throw new NotFoundError('Setting');
    return row;
  }

  private async assertNameFree(name: string): Promise<void> {
    if (await this.repository.findByName(name)) {
      throw new ConflictError('A setting with this name already exists', { name: NAME_TAKEN });
    }
  }
}

/** A masked secret sent back unchanged keeps the stored value. */
function keepSecrets(incoming: Record<string, unknown>, stored: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(incoming).map(([key, value]) => [
      key,
      SECRET_KEY.test(key) && value === SECRET_MASK ? stored[key] : value,
    ]),
  );
}
