import SchemaIcon from '@mui/icons-material/Schema';
import { z } from 'zod';
import type { TFunction } from 'i18next';
import { dataProvider } from '../../engine/data-provider';
import { SysNameInput } from '../../engine/fields/SysNameInput';
import { defineResource } from '../../engine/resource-definition';
import type { ApiSchema } from '../api-schema';
import { validationMessages } from '../validation-messages';
import { defaultViewConfig, type ContentTypeField, type ViewConfigEntry } from './content-type-fields';
import { ContentTypeFieldsEditor } from './ContentTypeFieldsEditor';
import { ContentTypeSeoPreview } from './ContentTypeSeoPreview';
import { ViewConfigEditor } from './ViewConfigEditor';

/** backend/src/modules/content/content.dto.ts ContentTypeResponseDto, until the API contract is regenerated. */
interface ContentTypeDraft {
  _id: string;
  name: string;
  sys_name: string;
  description: string;
  fields: ContentTypeField[];
  viewConfig: ViewConfigEntry[];
  updatedAt: string;
}

export type ContentType = ApiSchema<'ContentTypeResponseDto', ContentTypeDraft>;

interface ContentTypeForm {
  name: string;
  sys_name: string;
  description: string;
  fields: ContentTypeField[];
  viewConfig: ViewConfigEntry[];
}

/** GET /api/content-types/:id/usage: records of the type, and per custom field those holding a value. */
interface ContentTypeUsage {
  records: number;
  fields: Record<string, number>;
}

/**
 * What saving would touch, asked of the API at the moment of saving: a new sys_name moves every record's public
 * address; a removed field's values are dropped from the records that hold one. Undefined when nothing would be.
 */
async function contentTypeSaveWarning(record: ContentType, values: ContentTypeForm, t: TFunction) {
  const sysName = values.sys_name.trim();
  const kept = new Set(values.fields.map((field) => field.sys_name));
  const removed = record.fields.filter((field) => !kept.has(field.sys_name));
  if (sysName === record.sys_name && removed.length === 0) return undefined;
  const usage = await dataProvider.getOne<ContentTypeUsage>(
    `/api/content-types/${encodeURIComponent(record._id)}/usage`,
    undefined,
  );
  const warnings: string[] = [];
  if (sysName !== record.sys_name && usage.records > 0) {
    warnings.push(t('contentTypes.sysNameChangeWarning', { count: usage.records, from: record.sys_name, to: sysName }));
  }
  for (const field of removed) {
    const count = usage.fields[field.sys_name] ?? 0;
    if (count > 0) warnings.push(t('contentTypes.fieldRemovalWarning', { count, name: field.name }));
  }
  return warnings.length > 0 ? warnings.join(' ') : undefined;
}

const validation = z.looseObject({
  name: z.string().trim().min(1, validationMessages.nameRequired),
  sys_name: z.string().trim().min(1, validationMessages.sysNameRequired),
  viewConfig: z.array(z.looseObject({ name: z.string().trim().min(1, validationMessages.nameRequired) })),
});

/**
 * Content types (tabs Main, Display Type, SEO): `/api/content-types`. Saving a new one or deleting one returns to the
 * list; in edit mode the Saved banner clears after 10 seconds (docs/product-spec.md §4).
 */
export const contentTypesResource = defineResource<ContentType, ContentTypeForm>({
  name: 'content-types',
  path: 'content/content-types',
  endpoint: '/api/content-types',
  title: 'resources.contentTypes',
  icon: SchemaIcon,
  group: 'content',
  can: { create: true, update: true, delete: true },
  afterCreate: 'list',
  savedBannerMs: 10_000,
  fields: [
    { name: 'name', label: 'fields.name', kind: 'text', required: true, width: 'half' },
    {
      name: 'sys_name',
      label: 'fields.sysName',
      kind: 'custom',
      Component: SysNameInput,
      required: true,
      width: 'half',
    },
    { name: 'description', label: 'fields.description', kind: 'textarea' },
    { name: 'fields', label: 'contentTypes.fields', kind: 'custom', Component: ContentTypeFieldsEditor },
    { name: 'viewConfig', label: 'contentTypes.viewConfig', kind: 'custom', Component: ViewConfigEditor },
    { name: 'seo', label: 'tabs.seo', kind: 'custom', Component: ContentTypeSeoPreview },
  ],
  tabs: [
    { label: 'tabs.main', fields: ['name', 'sys_name', 'description', 'fields'] },
    { label: 'tabs.displayType', fields: ['viewConfig'] },
    { label: 'tabs.seo', fields: ['seo'] },
  ],
  validation,
  toForm: (record) => ({
    name: record?.name ?? '',
    sys_name: record?.sys_name ?? '',
    description: record?.description ?? '',
    fields: record?.fields ?? [],
    viewConfig: record?.viewConfig ?? defaultViewConfig(),
  }),
  confirmSave: contentTypeSaveWarning,
  toBody: (values) => ({
    name: values.name,
    sys_name: values.sys_name,
    description: values.description,
    fields: values.fields.map(({ id, name, sys_name, type }) => ({ id, name, sys_name, type })),
    viewConfig: values.viewConfig.map(({ id, visible }) => ({ id, visible })),
  }),
  columns: [
    { field: 'name', label: 'fields.name', sortable: true },
    { field: 'sys_name', label: 'fields.sysName', sortable: true },
    { field: 'fields', label: 'contentTypes.fields', render: (record) => record.fields.length },
    { field: 'updatedAt', label: 'fields.updatedAt', sortable: true },
  ],
  filters: [{ name: 'name', label: 'fields.name', kind: 'text' }],
  recordLabel: (record) => record.name,
});
