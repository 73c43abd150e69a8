import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import type { Schemas } from '@parcelpilot/api-client';
import { z } from 'zod';
import { defineResource } from '../../engine/resource-definition';
import { validationMessages } from '../validation-messages';

type Profile = Schemas['ProfileResponseDto'];

/**
 * The signed-in user's own account (`GET/PUT /api/profile`), a singleton. The form checks an empty name itself; the
 * API, which trims, answers a blank one with a field error ("Please fill in the field", in Russian "Заполните поле").
 */
export const profileResource = defineResource<Profile>({
  name: 'profile',
  path: 'profile',
  endpoint: '/api/profile',
  title: 'resources.profile',
  icon: AccountCircleIcon,
  group: 'system',
  singleton: true,
  can: { create: false, update: true, delete: false },
  fields: [
    { name: 'name', label: 'fields.name', kind: 'text', required: true, width: 'half' },
    { name: 'email', label: 'fields.email', kind: 'email', lockedInEdit: true, width: 'half' },
    { name: 'image', label: 'fields.image', kind: 'image', emptyAsNull: true },
    { name: 'currentPassword', label: 'fields.currentPassword', kind: 'password', width: 'half' },
    {
      name: 'newPassword',
      label: 'fields.newPassword',
      kind: 'password',
      helperText: 'profile.newPasswordHelp',
      width: 'half',
    },
  ],
  validation: z.object({ name: z.string().min(1, validationMessages.fillInTheField) }),
  columns: [],
  recordLabel: (record) => record.name,
});
