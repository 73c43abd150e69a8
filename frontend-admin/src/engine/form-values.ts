import { contentLocales } from './content-locales';
import { getIn, setIn } from './object-path';
import type { FieldDefinition, RecordMode, ResourceDefinition } from './resource-definition';

function emptyValue(field: FieldDefinition): unknown {
  switch (field.kind) {
    case 'boolean':
      return false;
    case 'list':
      return [];
    case 'reference':
      return field.reference?.multiple ? [] : '';
    case 'json':
      return {};
    case 'translations':
      return Object.fromEntries(contentLocales.map((locale) => [locale, emptyEntry(field.fields ?? [])]));
    case 'custom':
      return undefined;
    case 'text':
    case 'email':
    case 'password':
    case 'textarea':
    case 'number':
    case 'select':
    case 'richText':
    case 'image':
    case 'date':
      return '';
  }
}

function emptyEntry(fields: readonly FieldDefinition[]): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  for (const field of fields) setIn(entry, field.name, emptyValue(field));
  return entry;
}

function formValue(field: FieldDefinition, value: unknown): unknown {
  if (field.kind === 'password') return '';
  if (field.kind === 'translations') {
    const stored = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    const locales = new Set([...contentLocales, ...Object.keys(stored)]);
    return Object.fromEntries(
      [...locales].map((locale) => {
        const entry = emptyEntry(field.fields ?? []);
        for (const sub of field.fields ?? []) {
          const subValue = getIn(stored[locale], sub.name);
          if (subValue !== undefined && subValue !== null) setIn(entry, sub.name, subValue);
        }
        return [locale, entry];
      }),
    );
  }
  if (value === null || value === undefined) return emptyValue(field);
  return value;
}

/** Form values for a record (or a new one): every field present, null shown as empty, passwords never prefilled. */
export function defaultFormValues(
  fields: readonly FieldDefinition[],
  record: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields)
    setIn(values, field.name, formValue(field, record ? getIn(record, field.name) : undefined));
  return values;
}

function isBlank(value: unknown): boolean {
  if (value === '' || value === null || value === undefined) return true;
  if (typeof value === 'object') return Object.values(value).every(isBlank);
  return false;
}

/** Drops the locales whose every value is empty, so a record does not store empty translations. */
function withoutBlankLocales(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => !isBlank(entry)));
}

/**
 * The API body for form values: the fields the form shows (the API refuses unknown properties), without fields locked
 * or create-only in edit mode, an empty password left out, '' as null where a field asks for it.
 */
export function defaultRequestBody(
  resource: ResourceDefinition,
  values: Record<string, unknown>,
  mode: RecordMode,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of resource.fields) {
    if (mode === 'edit' && (field.lockedInEdit || field.createOnly)) continue;
    const value = getIn(values, field.name);
    if (field.kind === 'password' && !value) continue;
    if (field.kind === 'number' && (value === '' || Number.isNaN(value))) continue;
    if (field.kind === 'custom' && value === undefined) continue;
    if (field.emptyOmitted && value === '') continue;
    if (field.kind === 'translations') setIn(body, field.name, withoutBlankLocales(value));
    else setIn(body, field.name, field.emptyAsNull && value === '' ? null : value);
  }
  return body;
}
