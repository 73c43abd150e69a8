import CategoryIcon from '@mui/icons-material/Category';
import { z } from 'zod';
import { SysNameInput } from '../../engine/fields/SysNameInput';
import { defaultRequestBody } from '../../engine/form-values';
import { defineResource } from '../../engine/resource-definition';
import type { ApiSchema } from '../api-schema';
import { validationMessages } from '../validation-messages';

interface SubCategory {
  id?: number;
  name: string;
  sys_name?: string;
  description?: string;
  order?: number;
}

/** backend/src/modules/taxonomy/taxonomy.dto.ts TaxonomyResponseDto, until the API contract is regenerated. */
interface TaxonomyDraft {
  _id: string;
  name: string;
  sys_name: string;
  parentId: string | null;
  order: number;
  subCategoriesRecords: SubCategory[];
  updatedAt: string;
}

type Taxonomy = ApiSchema<'TaxonomyResponseDto', TaxonomyDraft>;

/** Categories (tabs Main, Sub Categories, SEO): `/api/taxonomy`; sys_name cannot change once created (docs/product-spec.md §5). */
export const taxonomyResource = defineResource<Taxonomy>({
  name: 'taxonomy',
  path: 'content/taxonomy',
  endpoint: '/api/taxonomy',
  title: 'resources.taxonomy',
  icon: CategoryIcon,
  group: 'content',
  can: { create: true, update: true, delete: true },
  fields: [
    { name: 'name', label: 'fields.name', kind: 'text', required: true, width: 'half' },
    {
      name: 'sys_name',
      label: 'fields.sysName',
      kind: 'custom',
      Component: SysNameInput,
      lockedInEdit: true,
      width: 'half',
    },
    {
      name: 'parentId',
      label: 'taxonomy.parent',
      kind: 'reference',
      reference: { endpoint: '/api/taxonomy', labelField: 'name' },
      emptyAsNull: true,
      width: 'half',
    },
    { name: 'order', label: 'fields.order', kind: 'number', width: 'half' },
    { name: 'short_description', label: 'content.shortDescription', kind: 'textarea' },
    {
      name: 'subCategoriesRecords',
      label: 'taxonomy.subCategories',
      kind: 'list',
      itemLabel: 'taxonomy.subCategory',
      newItem: () => ({ name: '', sys_name: '', description: '', order: 0 }),
      fields: [
        { name: 'name', label: 'fields.name', kind: 'text', required: true, width: 'half' },
        { name: 'sys_name', label: 'fields.sysName', kind: 'text', helperText: 'fields.sysNameHelp', width: 'half' },
        { name: 'description', label: 'fields.description', kind: 'textarea' },
        { name: 'order', label: 'fields.order', kind: 'number', width: 'half' },
      ],
    },
    { name: 'description', label: 'fields.description', kind: 'richText' },
  ],
  tabs: [
    { label: 'tabs.main', fields: ['name', 'sys_name', 'parentId', 'order', 'short_description'] },
    { label: 'tabs.subCategories', fields: ['subCategoriesRecords'] },
    { label: 'tabs.seo', fields: ['description'] },
  ],
  validation: z.looseObject({
    name: z.string().trim().min(1, validationMessages.nameRequired),
    subCategoriesRecords: z.array(z.looseObject({ name: z.string().trim().min(1, validationMessages.fieldRequired) })),
  }),
  toBody: (values, mode) => {
    const body = defaultRequestBody(taxonomyResource, values, mode);
    if (mode === 'new' && body.sys_name === '') delete body.sys_name;
    body.subCategoriesRecords = (values.subCategoriesRecords as SubCategory[]).map((item) => ({
      ...(item.id ? { id: item.id } : {}),
      name: item.name,
      ...(item.sys_name ? { sys_name: item.sys_name } : {}),
      ...(item.description ? { description: item.description } : {}),
      ...(typeof item.order === 'number' ? { order: item.order } : {}),
    }));
    return body;
  },
  columns: [
    { field: 'name', label: 'fields.name', sortable: true },
    { field: 'sys_name', label: 'fields.sysName', sortable: true },
    { field: 'order', label: 'fields.order', sortable: true },
    {
      field: 'subCategoriesRecords',
      label: 'taxonomy.subCategories',
      render: (record) => record.subCategoriesRecords.length,
    },
    { field: 'updatedAt', label: 'fields.updatedAt', sortable: true },
  ],
  filters: [{ name: 'name', label: 'fields.name', kind: 'text' }],
  recordLabel: (record) => record.name,
});
