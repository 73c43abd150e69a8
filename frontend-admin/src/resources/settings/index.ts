import SettingsIcon from '@mui/icons-material/Settings';
import { z } from 'zod';
import { defineResource } from '../../engine/resource-definition';
import type { ApiSchema } from '../api-schema';
import { validationMessages } from '../validation-messages';

/** backend/src/modules/settings/settings.dto.ts SettingResponseDto, until the API contract is regenerated. */
interface SettingDraft {
  _id: string;
  name: string;
  param: Record<string, unknown>;
}

type Setting = ApiSchema<'SettingResponseDto', SettingDraft>;

/** Named settings (admins only): `/api/settings`; secrets read as "********", and sending that back keeps them. */
export const settingsResource = defineResource<Setting>({
  name: 'settings',
  path: 'settings',
  endpoint: '/api/settings',
  title: 'resources.settings',
  icon: SettingsIcon,
  group: 'system',
  adminOnly: true,
  can: { create: true, update: true, delete: true },
  fields: [
    { name: 'name', label: 'fields.name', kind: 'text', required: true },
    { name: 'param', label: 'settings.param', kind: 'json' },
  ],
  validation: z.looseObject({ name: z.string().trim().min(1, validationMessages.nameRequired) }),
  columns: [
    { field: 'name', label: 'fields.name', sortable: true },
    { field: 'updatedAt', label: 'fields.updatedAt', sortable: true },
  ],
  filters: [{ name: 'name', label: 'fields.name', kind: 'text' }],
  recordLabel: (record) => record.name,
});
