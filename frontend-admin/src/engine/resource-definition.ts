import type { SvgIconComponent } from '@mui/icons-material';
import type { ParseKeys, TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { AiAssistantDefinition } from '../ai/ai-assistant-definition';

export interface ResourceRecord {
  _id: string;
}

export interface ListParams {
  filter: Record<string, unknown>;
  /** Words one of the list's text fields contains. */
  search?: string;
  sortBy?: string;
  page: number;
  limit: number;
}

export interface ListResult<R> {
  records: R[];
  total: number;
}

export type FieldKind =
  | 'text'
  | 'email'
  | 'password'
  | 'textarea'
  | 'number'
  | 'boolean'
  | 'select'
  | 'reference'
  | 'richText'
  | 'image'
  | 'date'
  | 'json'
  | 'translations'
  | 'list'
  | 'custom';

export interface SelectOption {
  value: string;
  label: ParseKeys;
}

/** Props of a field kind's own editor (`kind: 'custom'`); it reads and writes the form through react-hook-form. */
export interface CustomFieldProps {
  field: FieldDefinition;
  mode: RecordMode;
}

export interface FieldDefinition {
  /** The value's path in the form and the API body, like `translations.en.title` (its first segment is sent). */
  name: string;
  label: ParseKeys;
  /** A label that is data rather than an i18n key (a content type's own custom field names). */
  labelText?: string;
  kind: FieldKind;
  helperText?: ParseKeys;
  required?: boolean;
  /** select: the choices. */
  options?: readonly SelectOption[];
  /** reference: the other resource's collection and which of its fields label an option. */
  reference?: { endpoint: string; labelField: string; sortBy?: string; multiple?: boolean };
  /** Shown but not editable once the record exists (a taxonomy's sys_name). */
  lockedInEdit?: boolean;
  /** Only in the create form (a user's initial password is in both, but a code only here...). */
  createOnly?: boolean;
  /** An empty value is sent as null (nullable links and images), instead of ''. */
  emptyAsNull?: boolean;
  /** An empty value is left out, so the API derives it (a sys_name or seo_url from the name). */
  emptyOmitted?: boolean;
  /** translations and list: the fields of one locale's entry or one item, relative to it. */
  fields?: readonly FieldDefinition[];
  /** list: a new item's values, and how to title one item in the editor. */
  newItem?: () => Record<string, unknown>;
  itemLabel?: ParseKeys;
  /** custom: the editor. */
  Component?: ComponentType<CustomFieldProps>;
  /** Half-width fields sit side by side from md up. */
  width?: 'half' | 'full';
}

export interface TabDefinition {
  label: ParseKeys;
  /** Names of the fields on this tab; fields on no tab go on the first. */
  fields: readonly string[];
}

export interface ColumnDefinition<R> {
  /** The field shown, and sorted by when `sortable`. */
  field: string;
  label: ParseKeys;
  sortable?: boolean;
  render?(record: R): ReactNode;
}

export type RecordMode = 'new' | 'edit';

export interface RecordScreenProps {
  resource: ResourceDefinition;
  id: string | undefined;
}

/**
 * One back-office resource (docs/style.md §8): the engine renders its list, filter form, table, record form and delete
 * confirmation from this alone. `R` is the API record, `V` the form's values.
 */
export interface ResourceDefinition<R extends ResourceRecord = ResourceRecord, V extends FieldValues = FieldValues> {
  name: string;
  /** Where it lives below /admin, like `carriers` or `content/content-types`. */
  path: string;
  /** Its collection in the API, like `/api/carriers`. */
  endpoint: string;
  title: ParseKeys;
  icon: SvgIconComponent;
  fields: readonly FieldDefinition[];
  columns: readonly ColumnDefinition<R>[];
  tabs?: readonly TabDefinition[];
  validation?: z.ZodType<unknown>;
  /** Fields of the list's filter form; each non-empty value becomes a key of the `filter` JSON. */
  filters?: readonly FieldDefinition[];
  /** Only admins see and open it (users, settings). */
  adminOnly?: boolean;
  /** Which changes the API allows; a resource without create, update and delete is read-only. */
  can: { create: boolean; update: boolean; delete: boolean };
  /** One record at the endpoint itself, without list or _id (the profile). */
  singleton?: boolean;
  /** Saving a new record returns to the list instead of editing it (content types, docs/product-spec.md §4). */
  afterCreate?: 'edit' | 'list';
  /** The Saved banner of the edit form clears after this many ms (content types: 10 s); else it stays. */
  savedBannerMs?: number;
  /** Records open on a screen of their own (false: list only, like tracking events, which have no item route). */
  hasRecordScreen?: boolean;
  /**
   * Form values for a record, or for a new one when `record` is undefined; `prefill` is the list's filter the user came
   * from (a new content record takes its content type from it).
   */
  toForm?(record: R | undefined, prefill: Record<string, unknown>): V;
  /** The API body for form values (by default the values of the top-level fields, '' as null where asked). */
  toBody?(values: V, mode: RecordMode): unknown;
  /**
   * Asked before an existing record is saved: a warning (what the change would touch, with counts) makes the form ask
   * for confirmation first; undefined saves at once. Content types: a new sys_name, or removed fields holding values.
   */
  confirmSave?(record: R, values: V, t: TFunction): Promise<string | undefined>;
  /** A short name of a record for headings. */
  recordLabel?(record: R): string;
  /** Replaces the record form (read-only screens, placeholders). */
  RecordScreen?: ComponentType<RecordScreenProps>;
  /** Extra buttons beside Create New on the list (upload, CSV import). */
  ListActions?: ComponentType<{ resource: ResourceDefinition; onChanged: () => void }>;
  /** The AI assistant beside the record form, and how it talks to the API (ai/ai-assistant-definition.ts). */
  ai?: AiAssistantDefinition<R>;
  /** Navigation group in the side menu. */
  group: 'content' | 'directory' | 'tracking' | 'seo' | 'system';
}

/** Keeps a definition's own record and form types while it joins the registry's list of definitions. */
export function defineResource<R extends ResourceRecord, V extends FieldValues = FieldValues>(
  definition: ResourceDefinition<R, V>,
): ResourceDefinition {
  return definition;
}
