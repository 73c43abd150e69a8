import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { defineResource } from '../../engine/resource-definition';
import type { ApiSchema } from '../api-schema';

/** backend/src/modules/content/content.dto.ts ContentBlockResponseDto, until the API contract is regenerated. */
interface ContentBlockDraft {
  _id: string;
  type: string;
  name: string;
  order: number;
  published: boolean;
}

type ContentBlock = ApiSchema<'ContentBlockResponseDto', ContentBlockDraft>;

const blockTypes = [
  { value: 'courier_page', label: 'contentBlocks.courierPage' },
  { value: 'main_page', label: 'contentBlocks.mainPage' },
] as const;

/** Blocks of text on the courier pages and the main page: `/api/content-blocks`. */
export const contentBlocksResource = defineResource<ContentBlock>({
  name: 'content-blocks',
  path: 'content/blocks',
  endpoint: '/api/content-blocks',
  title: 'resources.contentBlocks',
  icon: ViewQuiltIcon,
  group: 'content',
  can: { create: true, update: true, delete: true },
  fields: [
    { name: 'type', label: 'fields.type', kind: 'select', options: blockTypes, required: true, width: 'half' },
    { name: 'name', label: 'fields.name', kind: 'text', width: 'half' },
    { name: 'order', label: 'fields.order', kind: 'number', width: 'half' },
    { name: 'published', label: 'fields.published', kind: 'boolean', width: 'half' },
    { name: 'content', label: 'fields.content', kind: 'richText' },
  ],
  toForm: (record) => ({
    type: record?.type ?? 'main_page',
    name: record?.name ?? '',
    order: record?.order ?? 0,
    published: record?.published ?? false,
    content: (record as { content?: string } | undefined)?.content ?? '',
  }),
  columns: [
    { field: 'name', label: 'fields.name', sortable: true },
    { field: 'type', label: 'fields.type', sortable: true },
    { field: 'order', label: 'fields.order', sortable: true },
    { field: 'published', label: 'fields.published', sortable: true },
    { field: 'updatedAt', label: 'fields.updatedAt', sortable: true },
  ],
  filters: [
    { name: 'name', label: 'fields.name', kind: 'text' },
    { name: 'type', label: 'fields.type', kind: 'select', options: blockTypes },
  ],
  recordLabel: (record) => record.name || record.type,
});
