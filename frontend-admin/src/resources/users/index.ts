import PeopleIcon from '@mui/icons-material/People';
import type { Schemas } from '@parcelpilot/api-client';
import { z } from 'zod';
import { defineResource } from '../../engine/resource-definition';
import { validationMessages } from '../validation-messages';

type User = Schemas['UserResponseDto'];

const roleOptions = [
  { value: 'editor', label: 'roles.editor' },
  { value: 'admin', label: 'roles.admin' },
] as const;

const validation = z
  .object({
    _id: z.string().optional(),
    name: z.string().min(1, validationMessages.fillInTheField),
    email: z.string().email(validationMessages.emailFormat),
    password: z.string(),
  })
  .refine((values) => (values.password === '' ? values._id !== undefined : values.password.length >= 10), {
    message: validationMessages.passwordLength,
    path: ['password'],
  });

/** Staff accounts (admins only): `/api/users`. A password is required on create and changes it on update. */
export const usersResource = defineResource<User>({
  name: 'users',
  path: 'users',
  endpoint: '/api/users',
  title: 'resources.users',
  icon: PeopleIcon,
  group: 'system',
  adminOnly: true,
  can: { create: true, update: true, delete: true },
  fields: [
    { name: 'name', label: 'fields.name', kind: 'text', required: true, width: 'half' },
    { name: 'email', label: 'fields.email', kind: 'email', required: true, width: 'half' },
    { name: 'role', label: 'fields.role', kind: 'select', options: roleOptions, required: true, width: 'half' },
    { name: 'password', label: 'fields.password', kind: 'password', helperText: 'users.passwordHelp', width: 'half' },
    { name: 'image', label: 'fields.image', kind: 'image', emptyAsNull: true },
    { name: 'disabled', label: 'fields.disabled', kind: 'boolean' },
  ],
  toForm: (record) => ({
    ...(record ? { _id: record._id } : {}),
    name: record?.name ?? '',
    email: record?.email ?? '',
    role: record?.role ?? 'editor',
    password: '',
    image: record?.image ?? '',
    disabled: record?.disabled ?? false,
  }),
  validation,
  columns: [
    { field: 'name', label: 'fields.name', sortable: true },
    { field: 'email', label: 'fields.email', sortable: true },
    { field: 'role', label: 'fields.role', sortable: true },
    { field: 'disabled', label: 'fields.disabled', sortable: true },
    { field: 'createdAt', label: 'fields.createdAt', sortable: true },
  ],
  filters: [
    { name: 'name', label: 'fields.name', kind: 'text' },
    { name: 'email', label: 'fields.email', kind: 'text' },
    { name: 'role', label: 'fields.role', kind: 'select', options: roleOptions },
  ],
  recordLabel: (record) => record.name,
});
