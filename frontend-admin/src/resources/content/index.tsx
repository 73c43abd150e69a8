import ArticleIcon from '@mui/icons-material/Article';
import { z } from 'zod';
import { contentLocales } from '../../engine/content-locales';
import { defaultFormValues, defaultRequestBody } from '../../engine/form-values';
import { missingTranslationsColumn } from '../../engine/MissingTranslations';
import { defineResource, type FieldDefinition } from '../../engine/resource-definition';
import type { ApiSchema } from '../api-schema';
import { validationMessages } from '../validation-messages';
import { ContentCustomFields } from './ContentCustomFields';
import { ContentTypeCell } from './ContentTypeCell';

/** backend/src/modules/content/content.dto.ts ContentResponseDto, until the API contract is regenerated. */
interface ContentDraft {
  _id: string;
  contentTypeId: string;
  title: string;
  seo_url: string;
  published: boolean;
  showOnFront: boolean;
  showOnMenu: boolean;
  customFields: Record<string, string | number | boolean | null>;
  translations: Record<string, { title?: string; short_content?: string; content?: string }>;
  updatedAt: string;
}

type Content = ApiSchema<'ContentResponseDto', ContentDraft>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const fields: FieldDefinition[] = [
  {
    name: 'contentTypeId',
    label: 'content.contentType',
    kind: 'reference',
    reference: { endpoint: '/api/content-types', labelField: 'name' },
    required: true,
    width: 'half',
  },
  { name: 'title', label: 'fields.title', kind: 'text', required: true, width: 'half' },
  {
    name: 'seo_url',
    label: 'content.seoUrl',
    kind: 'text',
    emptyOmitted: true,
    helperText: 'content.seoUrlHelp',
    width: 'half',
  },
  { name: 'published', label: 'fields.published', kind: 'boolean', width: 'half' },
  { name: 'short_description', label: 'content.shortDescription', kind: 'textarea' },
  { name: 'description', label: 'fields.content', kind: 'richText' },
  { name: 'customFields', label: 'content.customFields', kind: 'custom', Component: ContentCustomFields },
  {
    name: 'taxonomy',
    label: 'content.taxonomy',
    kind: 'reference',
    reference: { endpoint: '/api/taxonomy', labelField: 'name', multiple: true },
    width: 'half',
  },
  {
    name: 'tags',
    label: 'content.tags',
    kind: 'reference',
    reference: { endpoint: '/api/tags', labelField: 'name', multiple: true },
    width: 'half',
  },
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
  { name: 'mainImage', label: 'content.mainImage', kind: 'image', emptyAsNull: true },
  { name: 'showOnFront', label: 'content.showOnFront', kind: 'boolean' },
  { name: 'showOnMenu', label: 'content.showOnMenu', kind: 'boolean', width: 'half' },
  { name: 'order', label: 'fields.order', kind: 'number', width: 'half' },
];

/** Content records of every type (tabs Home, Images, Menu): `/api/content`, filtered by `contentType` in deep links. */
export const contentResource = defineResource<Content>({
  name: 'content',
  path: 'content',
  endpoint: '/api/content',
  title: 'resources.content',
  icon: ArticleIcon,
  group: 'content',
  // The translation shortcuts offer the record's English body text first, its title only when it has no text.
  ai: {
    kind: 'conversation',
    sourceFields: [
      'translations.en.content',
      'description',
      'translations.en.short_content',
      'short_description',
      'translations.en.title',
      'title',
    ],
  },
  can: { create: true, update: true, delete: true },
  fields,
  tabs: [
    {
      label: 'tabs.home',
      fields: [
        'contentTypeId',
        'title',
        'seo_url',
        'published',
        'short_description',
        'description',
        'customFields',
        'taxonomy',
        'tags',
        'translations',
      ],
    },
    { label: 'tabs.images', fields: ['mainImage'] },
    { label: 'tabs.menu', fields: ['showOnMenu', 'order', 'showOnFront'] },
  ],
  validation: z.looseObject({
    contentTypeId: z.string().min(1, validationMessages.selectContentType),
    title: z.string().trim().min(1, validationMessages.titleRequired),
  }),
  toForm: (record, prefill) => {
    const values = defaultFormValues(fields, record);
    values.customFields = { ...(record?.customFields ?? {}) };
    const type = prefill.contentTypeId ?? prefill.contentType;
    if (!record && typeof type === 'string' && UUID.test(type)) values.contentTypeId = type;
    if (!record) values.published = false;
    return values;
  },
  toBody: (values, mode) => {
    const body = defaultRequestBody(contentResource, values, mode);
    const translations = (body.translations ?? {}) as Content['translations'];
    body.translated = {
      title: contentLocales.filter((locale) => translations[locale]?.title),
      content: contentLocales.filter((locale) => translations[locale]?.content),
    };
    body.customFields = values.customFields ?? {};
    return body;
  },
  columns: [
    { field: 'title', label: 'fields.title', sortable: true },
    {
      field: 'contentTypeId',
      label: 'content.contentType',
      render: (record) => <ContentTypeCell contentTypeId={record.contentTypeId} />,
    },
    { field: 'seo_url', label: 'content.seoUrl', sortable: true },
    missingTranslationsColumn<Content>(['title', 'short_content', 'content'], (record) => ({
      title: record.title,
      short_content: record.short_description,
      content: record.description,
    })),
    { field: 'published', label: 'fields.published', sortable: true },
    { field: 'showOnMenu', label: 'content.showOnMenu', sortable: true },
    { field: 'updatedAt', label: 'fields.updatedAt', sortable: true },
  ],
  filters: [
    { name: 'title', label: 'fields.title', kind: 'text' },
    { name: 'contentType', label: 'content.contentTypeFilter', kind: 'text' },
    { name: 'published', label: 'fields.published', kind: 'boolean' },
  ],
  recordLabel: (record) => record.title,
});
