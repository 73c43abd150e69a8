import { Injectable } from '@nestjs/common';
import { ConflictError, InvalidInputError, NotFoundError } from '../../common/errors/domain.error.js';
import { isUuid } from '../../common/is-uuid.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { assignSequentialIds, resolveSysName, SYS_NAME_TAKEN } from '../../common/sys-name.js';
import { withoutUndefined } from '../../common/without-undefined.js';
import type { ContentTypeField, CustomFieldValue, ViewConfigEntry } from '../../database/schema/index.js';
import {
  mapContentType,
  type AddContentTypeFieldDto,
  type ContentTypeFieldInputDto,
  type ContentTypeResponseDto,
  type ContentTypeUsageResponseDto,
  type CreateContentTypeDto,
  type UpdateContentTypeDto,
  type ViewConfigInputDto,
} from './content.dto.js';
import { ContentRepository, type ContentTypeChanges, type ContentTypeRow } from './content.repository.js';
import { cleanFieldValue } from './custom-field-values.js';

/** The fields every content type has; their ids (1-3) come before any custom field's. */
export const DEFAULT_FIELDS: readonly ContentTypeField[] = [
  { id: 1, name: 'Title', sys_name: 'title', type: 'text' },
  { id: 2, name: 'Description', sys_name: 'description', type: 'textAreaWYSIWYG' },
  { id: 3, name: 'Main image', sys_name: 'mainImage', type: 'image' },
];
const LAST_DEFAULT_FIELD_ID = 3;
const FIELD_SYS_NAME_TAKEN = 'This sys_name is already used in this content type';

@Injectable()
export class ContentTypesService {
  constructor(private readonly repository: ContentRepository) {}

  async list(query: ListQueryDto): Promise<ListResult<ContentTypeResponseDto>> {
    const { records, total } = await this.repository.listTypes(query);
    return { records: records.map(mapContentType), total };
  }

  async get(id: string): Promise<ContentTypeResponseDto> {
    return mapContentType(await this.require(id));
  }

  /** The records a change would touch: all of the type's (sys_name) and those holding each custom field's value. */
  async usage(id: string): Promise<ContentTypeUsageResponseDto> {
    const current = await this.require(id);
    return this.repository.usageOfType(
      current.id,
      current.fields.map((field) => field.sys_name),
    );
  }

  async create(dto: CreateContentTypeDto): Promise<ContentTypeResponseDto> {
    const sysName = resolveSysName(dto.sys_name, dto.name);
    await this.assertSysNameFree(sysName);
    const fields = customFields(dto.fields ?? []);
    const row = await this.repository.insertType({
      name: dto.name,
      sysName,
      description: dto.description ?? '',
      fields,
      viewConfig: viewConfig(fields, dto.viewConfig ?? []),
    });
    return mapContentType(row);
  }

  async update(id: string, dto: UpdateContentTypeDto): Promise<ContentTypeResponseDto> {
    const current = await this.require(id);
    const sysName = dto.sys_name === undefined ? undefined : resolveSysName(dto.sys_name, dto.name ?? current.name);
    if (sysName !== undefined && sysName !== current.sysName) await this.assertSysNameFree(sysName);
    const fields = dto.fields ? customFields(dto.fields) : current.fields;
    const row = await this.saveWithCleanValues(
      current,
      withoutUndefined({
        name: dto.name,
        sysName,
        description: dto.description,
        fields,
        viewConfig: viewConfig(fields, dto.viewConfig ?? current.viewConfig),
      }),
    );
    return mapContentType(row!);
  }

  /** Adds one custom field: its type is required, its sys_name derives from its name, its id is the highest + 1. */
  async addField(id: string, dto: AddContentTypeFieldDto): Promise<ContentTypeResponseDto> {
    const current = await this.require(id);
    const fields = customFields([...current.fields, { name: dto.name, sys_name: dto.sys_name, type: dto.type }]);
    const row = await this.saveWithCleanValues(current, { fields, viewConfig: viewConfig(fields, current.viewConfig) });
    return mapContentType(row!);
  }

  async delete(id: string): Promise<void> {
    await this.require(id);
    const records = await this.repository.countRecordsOfType(id);
    if (records > 0) {
      throw new ConflictError(`This content type still has ${records} records: delete or move them first`);
    }
    await this.repository.deleteType(id);
  }

  /** The content type of a record; an unknown id is a field error of the record, not a missing page. */
  async requireForRecord(id: string, field = 'contentTypeId'): Promise<ContentTypeRow> {
    const row = isUuid(id) ? await this.repository.findType(id) : undefined;
    if (!row) throw new InvalidInputError('Validation failed', { [field]: 'Unknown content type' });
    return row;
  }

  async requireBySysName(sysName: string): Promise<ContentTypeRow> {
    const row = await this.repository.findTypeBySysName(sysName);
    if (!row) throw new NotFoundError('Content type');
    return row;
  }

  /**
   * Saves changes of a content type. When a field changes type (or a field is added under a sys_name whose values
   * records still hold), the records' values of that field are cleaned for the new type in the same transaction:
   * text that was stored raw never reaches a rich-text editor unsanitised.
   */
  private async saveWithCleanValues(
    current: ContentTypeRow,
    changes: ContentTypeChanges,
  ): Promise<ContentTypeRow | undefined> {
    const before = new Map(current.fields.map((field) => [field.sys_name, field.type]));
    const retyped = (changes.fields ?? []).filter((field) => before.get(field.sys_name) !== field.type);
    if (retyped.length === 0) return this.repository.updateType(current.id, changes);
    const records: Array<{ id: string; customFields: Record<string, CustomFieldValue> }> = [];
    for (const record of await this.repository.recordFieldsOfType(current.id)) {
      let values = record.customFields;
      for (const field of retyped) {
        if (!(field.sys_name in values)) continue;
        const path = `records.${record.seoUrl}.customFields.${field.sys_name}`;
        const clean = await cleanFieldValue(field.type, values[field.sys_name], path);
        if (clean !== values[field.sys_name]) values = { ...values, [field.sys_name]: clean };
      }
      if (values !== record.customFields) records.push({ id: record.id, customFields: values });
    }
    return this.repository.updateTypeAndRecordFields(current.id, changes, records);
  }

  private async require(id: string): Promise<ContentTypeRow> {
    const row = isUuid(id) ? await this.repository.findType(id) : undefined;
    if (!row) throw new NotFoundError('Content type');
    return row;
  }

  private async assertSysNameFree(sysName: string): Promise<void> {
    if (await this.repository.findTypeBySysName(sysName)) {
      throw new ConflictError('A content type with this sys_name already exists', { sys_name: SYS_NAME_TAKEN });
    }
  }
}

/** Custom fields with their ids (highest + 1 for new ones, after the default fields) and unique, derived sys_names. */
export function customFields(input: ReadonlyArray<ContentTypeFieldInputDto | ContentTypeField>): ContentTypeField[] {
  const seen = new Set(DEFAULT_FIELDS.map((field) => field.sys_name));
  return assignSequentialIds(input, 'fields', LAST_DEFAULT_FIELD_ID).map((field, index) => {
    const sysName = resolveSysName(field.sys_name, field.name, `fields.${index}.sys_name`);
    if (seen.has(sysName)) {
      throw new InvalidInputError('Validation failed', { [`fields.${index}.sys_name`]: FIELD_SYS_NAME_TAKEN });
    }
    seen.add(sysName);
    return { id: field.id, name: field.name, sys_name: sysName, type: field.type };
  });
}

/**
 * The display configuration for these fields: the requested (or stored) order and visibility, entries of fields that
 * no longer exist dropped, fields not mentioned yet appended as visible. Names and types always come from the fields.
 */
export function viewConfig(
  fields: readonly ContentTypeField[],
  requested: ReadonlyArray<Pick<ViewConfigInputDto, 'id' | 'visible'>>,
): ViewConfigEntry[] {
  const all: Array<Omit<ViewConfigEntry, 'visible'>> = [
    ...DEFAULT_FIELDS.map((field) => ({ ...field, defaultField: true })),
    ...fields.map((field) => ({ ...field, defaultField: false })),
  ];
  const byId = new Map(all.map((field) => [field.id, field]));
  const result: ViewConfigEntry[] = [];
  for (const entry of requested) {
    const field = byId.get(entry.id);
    if (!field || result.some((done) => done.id === entry.id)) continue;
    result.push({ ...field, visible: entry.visible });
  }
  for (const field of all) {
    if (!result.some((done) => done.id === field.id)) result.push({ ...field, visible: true });
  }
  return result;
}
