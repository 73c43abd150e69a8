import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { z } from 'zod';
import { titleHasTrackingWord, trackingWord } from '@parcelpilot/contracts';
import { contentLocales } from '../../engine/content-locales';
import { messageWithValues } from '../../engine/fields/use-error-message';
import { defaultFormValues, defaultRequestBody } from '../../engine/form-values';
import { missingTranslationsColumn } from '../../engine/MissingTranslations';
import { defineResource, type FieldDefinition } from '../../engine/resource-definition';
import type { ApiSchema } from '../api-schema';
import { validationMessages } from '../validation-messages';
import { carrierAssistantDefinition } from './carrier-assistant';

interface CarrierTranslation {
  title?: string;
  short_content?: string;
  meta?: { description?: string; keywords?: string };
  content?: string;
}

/** backend/src/modules/carriers/carriers.dto.ts CarrierResponseDto, until the API contract is regenerated. */
interface CarrierDraft {
  _id: string;
  code: string;
  name: string;
  type: string;
  countryIso: string | null;
  logo: { origin: string; path: string } | null;
  logo_meta: { alt?: string; title?: string } | null;
  picture: string | null;
  published: boolean;
  APIconnected: boolean;
  international_service: boolean;
  translations: Record<string, CarrierTranslation>;
  thumbnail: string;
  openai: { previous_response_id: string | null };
  updatedAt: string;
}

type Carrier = ApiSchema<'CarrierResponseDto', CarrierDraft>;

const carrierTypes = ['postal', 'express', 'ecommerce', 'regional', 'freight', 'aggregator'] as const;
export const carrierTypeOptions = carrierTypes.map((type) => ({ value: type, label: `carrierTypes.${type}` as const }));

/** The public carrier page's title must name the service a visitor came for (docs/product-spec.md §5). */

const fields: FieldDefinition[] = [
  { name: 'name', label: 'fields.name', kind: 'text', required: true, width: 'half' },
  {
    name: 'code',
    label: 'carriers.code',
    kind: 'text',
    required: true,
    helperText: 'carriers.codeHelp',
    width: 'half',
  },
  { name: 'type', label: 'fields.type', kind: 'select', options: carrierTypeOptions, width: 'half' },
  {
    name: 'countryIso',
    label: 'carriers.countryIso',
    kind: 'text',
    emptyAsNull: true,
    helperText: 'carriers.countryIsoHelp',
    width: 'half',
  },
  { name: 'homepage', label: 'carriers.homepage', kind: 'text', emptyAsNull: true, width: 'half' },
  {
    name: 'tracking_url_template',
    label: 'carriers.trackingUrlTemplate',
    kind: 'text',
    emptyAsNull: true,
    helperText: 'carriers.trackingUrlTemplateHelp',
    width: 'half',
  },
  { name: 'phone', label: 'carriers.phone', kind: 'text', emptyAsNull: true, width: 'half' },
  { name: 'email', label: 'fields.email', kind: 'email', emptyAsNull: true, width: 'half' },
  { name: 'published', label: 'fields.published', kind: 'boolean', width: 'half' },
  { name: 'highlighted', label: 'carriers.highlighted', kind: 'boolean', width: 'half' },
  { name: 'international_service', label: 'carriers.internationalService', kind: 'boolean', width: 'half' },
  { name: 'APIconnected', label: 'carriers.apiConnected', kind: 'boolean', width: 'half' },
  { name: 'fba_programm', label: 'carriers.fbaProgramm', kind: 'boolean', width: 'half' },
  { name: 'hideDefaultContent', label: 'carriers.hideDefaultContent', kind: 'boolean', width: 'half' },
  { name: 'prev_description', label: 'carriers.prevDescription', kind: 'textarea', emptyAsNull: true },
  {
    name: 'translations',
    label: 'fields.translations',
    kind: 'translations',
    fields: [
      { name: 'title', label: 'fields.title', kind: 'text', helperText: 'carriers.titleHelp' },
      { name: 'short_content', label: 'fields.shortContent', kind: 'textarea' },
      { name: 'meta.description', label: 'fields.metaDescription', kind: 'textarea' },
      { name: 'meta.keywords', label: 'fields.metaKeywords', kind: 'text' },
      { name: 'content', label: 'fields.content', kind: 'richText' },
    ],
  },
  {
    name: 'serviceList',
    label: 'carriers.serviceList',
    kind: 'list',
    itemLabel: 'carriers.service',
    newItem: () => ({ name: '', description: '' }),
    fields: [
      { name: 'name', label: 'fields.name', kind: 'text', required: true },
      { name: 'description', label: 'fields.description', kind: 'textarea' },
    ],
  },
  {
    name: 'contentParts',
    label: 'carriers.contentParts',
    kind: 'list',
    itemLabel: 'carriers.contentPart',
    newItem: () => ({ title: '', content: '' }),
    fields: [
      { name: 'title', label: 'fields.title', kind: 'text' },
      { name: 'content', label: 'fields.content', kind: 'richText' },
    ],
  },
  { name: 'logo.path', label: 'carriers.logo', kind: 'image', helperText: 'carriers.logoHelp' },
  { name: 'logo_meta.alt', label: 'carriers.logoAlt', kind: 'text', width: 'half' },
  { name: 'logo_meta.title', label: 'carriers.logoTitle', kind: 'text', width: 'half' },
  { name: 'picture', label: 'carriers.picture', kind: 'image', emptyAsNull: true },
  {
    name: 'faqModuleArray',
    label: 'carriers.faq',
    kind: 'list',
    itemLabel: 'carriers.question',
    newItem: () => ({ question: '', answer: '' }),
    fields: [
      { name: 'question', label: 'carriers.questionText', kind: 'text', required: true },
      { name: 'answer', label: 'carriers.answer', kind: 'richText' },
    ],
  },
];

const translation = z.object({ title: z.string().optional() }).passthrough();

const validation = z
  .object({
    name: z.string().trim().min(1, validationMessages.nameRequired),
    code: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, validationMessages.codeFormat),
    translations: z.record(z.string(), translation),
    faqModuleArray: z.array(
      z.object({ question: z.string().trim().min(1, validationMessages.fieldRequired) }).passthrough(),
    ),
    serviceList: z.array(z.object({ name: z.string().trim().min(1, validationMessages.nameRequired) }).passthrough()),
  })
  .passthrough()
  .superRefine((values, context) => {
    for (const locale of contentLocales) {
      const title = values.translations[locale]?.title;
      if (title && !titleHasTrackingWord(locale, title.trim())) {
        context.addIssue({
          code: 'custom',
          message: messageWithValues(validationMessages.titleNeedsTracking, { word: trackingWord(locale) }),
          path: ['translations', locale, 'title'],
        });
      }
    }
  });

/**
 * Carriers (tabs Main, Images, Questions): `/api/carriers`; a title must include its language's word for Tracking
 * (@parcelpilot/contracts, shared with the API). The AI
 * assistant is the carrier's own (its conversation kept on the record).
 */
export const carriersResource = defineResource<Carrier>({
  name: 'carriers',
  path: 'carriers',
  endpoint: '/api/carriers',
  title: 'resources.carriers',
  icon: LocalShippingIcon,
  group: 'directory',
  ai: carrierAssistantDefinition,
  can: { create: true, update: true, delete: true },
  fields,
  tabs: [
    {
      label: 'tabs.main',
      fields: [
        'name',
        'code',
        'type',
        'countryIso',
        'homepage',
        'tracking_url_template',
        'phone',
        'email',
        'published',
        'highlighted',
        'international_service',
        'APIconnected',
        'fba_programm',
        'hideDefaultContent',
        'prev_description',
        'translations',
        'serviceList',
        'contentParts',
      ],
    },
    { label: 'tabs.images', fields: ['logo.path', 'logo_meta.alt', 'logo_meta.title', 'picture'] },
    { label: 'tabs.questions', fields: ['faqModuleArray'] },
  ],
  validation,
  toForm: (record) => {
    const values = defaultFormValues(fields, record);
    if (!record) values.type = 'express';
    return values;
  },
  toBody: (values, mode) => {
    const body = defaultRequestBody(carriersResource, values, mode);
    const logo = values.logo as { path?: string; origin?: string } | undefined;
    body.logo = logo?.path ? { origin: logo.origin || logo.path, path: logo.path } : null;
    const meta = values.logo_meta as { alt?: string; title?: string } | undefined;
    body.logo_meta = meta?.alt || meta?.title ? { alt: meta.alt ?? '', title: meta.title ?? '' } : null;
    return body;
  },
  columns: [
    {
      field: 'name',
      label: 'fields.name',
      sortable: true,
    },
    { field: 'code', label: 'carriers.code', sortable: true },
    { field: 'type', label: 'fields.type', sortable: true },
    { field: 'countryIso', label: 'carriers.countryIso', sortable: true },
    { field: 'international_service', label: 'carriers.internationalService', sortable: true },
    missingTranslationsColumn(['title', 'short_content', 'content']),
    { field: 'published', label: 'fields.published', sortable: true },
    { field: 'updatedAt', label: 'fields.updatedAt', sortable: true },
  ],
  filters: [
    { name: 'name', label: 'fields.name', kind: 'text' },
    { name: 'code', label: 'carriers.code', kind: 'text' },
    { name: 'type', label: 'fields.type', kind: 'select', options: carrierTypeOptions },
    { name: 'published', label: 'fields.published', kind: 'boolean' },
  ],
  recordLabel: (record) => record.name,
});
