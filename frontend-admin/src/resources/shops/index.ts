import StorefrontIcon from '@mui/icons-material/Storefront';
import { z } from 'zod';
import { missingTranslationsColumn } from '../../engine/MissingTranslations';
import { defineResource } from '../../engine/resource-definition';
import type { ApiSchema } from '../api-schema';
import { validationMessages } from '../validation-messages';

/** backend/src/modules/shops/shops.dto.ts ShopResponseDto, until the API contract is regenerated. */
interface ShopDraft {
  _id: string;
  name: string;
  system_name: string;
  logo: string | null;
  homepage: string | null;
  type: string;
  published: boolean;
}

type Shop = ApiSchema<'ShopResponseDto', ShopDraft>;

/** Shops: `/api/shops`. */
export const shopsResource = defineResource<Shop>({
  name: 'shops',
  path: 'shops',
  endpoint: '/api/shops',
  title: 'resources.shops',
  icon: StorefrontIcon,
  group: 'directory',
  can: { create: true, update: true, delete: true },
  fields: [
    { name: 'name', label: 'fields.name', kind: 'text', required: true, width: 'half' },
    {
      name: 'system_name',
      label: 'shops.systemName',
      kind: 'text',
      emptyOmitted: true,
      helperText: 'fields.sysNameHelp',
      width: 'half',
    },
    { name: 'type', label: 'fields.type', kind: 'text', helperText: 'shops.typeHelp', width: 'half' },
    { name: 'homepage', label: 'carriers.homepage', kind: 'text', emptyAsNull: true, width: 'half' },
    { name: 'published', label: 'fields.published', kind: 'boolean' },
    { name: 'logo', label: 'shops.logo', kind: 'image', emptyAsNull: true },
    {
      name: 'translations',
      label: 'fields.translations',
      kind: 'translations',
      fields: [
        { name: 'title', label: 'fields.title', kind: 'text' },
        { name: 'short_content', label: 'fields.shortContent', kind: 'textarea' },
        { name: 'content', label: 'fields.content', kind: 'richText' },
      ],
    },
  ],
  validation: z.looseObject({ name: z.string().trim().min(1, validationMessages.nameRequired) }),
  columns: [
    { field: 'name', label: 'fields.name', sortable: true },
    { field: 'system_name', label: 'shops.systemName', sortable: true },
    { field: 'type', label: 'fields.type', sortable: true },
    missingTranslationsColumn(['title', 'short_content', 'content']),
    { field: 'published', label: 'fields.published', sortable: true },
    { field: 'updatedAt', label: 'fields.updatedAt', sortable: true },
  ],
  filters: [
    { name: 'name', label: 'fields.name', kind: 'text' },
    { name: 'published', label: 'fields.published', kind: 'boolean' },
  ],
  recordLabel: (record) => record.name,
});
