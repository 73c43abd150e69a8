import LabelIcon from '@mui/icons-material/Label';
import { z } from 'zod';
import { defineResource } from '../../engine/resource-definition';
import type { ApiSchema } from '../api-schema';
import { validationMessages } from '../validation-messages';

/** backend/src/modules/taxonomy/taxonomy.dto.ts TagResponseDto, until the API contract is regenerated. */
interface TagDraft {
  _id: string;
  name: string;
  sys_name: string;
}

type Tag = ApiSchema<'TagResponseDto', TagDraft>;

/** Tags of content records: `/api/tags`. */
export const tagsResource = defineResource<Tag>({
  name: 'tags',
  path: 'content/tags',
  endpoint: '/api/tags',
  title: 'resources.tags',
  icon: LabelIcon,
  group: 'content',
  can: { create: true, update: true, delete: true },
  fields: [
    { name: 'name', label: 'fields.name', kind: 'text', required: true, width: 'half' },
    {
      name: 'sys_name',
      label: 'fields.sysName',
      kind: 'text',
      emptyOmitted: true,
      helperText: 'fields.sysNameHelp',
      width: 'half',
    },
  ],
  validation: z.looseObject({ name: z.string().trim().min(1, validationMessages.nameRequired) }),
  columns: [
    { field: 'name', label: 'fields.name', sortable: true },
    { field: 'sys_name', label: 'fields.sysName', sortable: true },
    { field: 'updatedAt', label: 'fields.updatedAt', sortable: true },
  ],
  filters: [{ name: 'name', label: 'fields.name', kind: 'text' }],
  recordLabel: (record) => record.name,
});
