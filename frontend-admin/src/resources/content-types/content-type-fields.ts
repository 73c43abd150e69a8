import type { ParseKeys } from 'i18next';

export const fieldTypes = ['text', 'textArea', 'textAreaWYSIWYG', 'image', 'link', 'linkToFile'] as const;
export type FieldType = (typeof fieldTypes)[number];

export const fieldTypeLabels: Record<FieldType, ParseKeys> = {
  text: 'fieldTypes.text',
  textArea: 'fieldTypes.textArea',
  textAreaWYSIWYG: 'fieldTypes.textAreaWYSIWYG',
  image: 'fieldTypes.image',
  link: 'fieldTypes.link',
  linkToFile: 'fieldTypes.linkToFile',
};

export interface ContentTypeField {
  id: number;
  name: string;
  sys_name: string;
  type: FieldType;
}

export interface ViewConfigEntry extends ContentTypeField {
  defaultField: boolean;
  visible: boolean;
}

/** The fields every content type has (backend DEFAULT_FIELDS); custom fields' ids come after theirs. */
export const defaultFields: readonly ContentTypeField[] = [
  { id: 1, name: 'Title', sys_name: 'title', type: 'text' },
  { id: 2, name: 'Description', sys_name: 'description', type: 'textAreaWYSIWYG' },
  { id: 3, name: 'Main image', sys_name: 'mainImage', type: 'image' },
];

export function defaultViewConfig(): ViewConfigEntry[] {
  return defaultFields.map((field) => ({ ...field, defaultField: true, visible: true }));
}

/** A new field's id: the highest id in use plus one (docs/product-spec.md §5), never one of the default fields'. */
export function nextFieldId(fields: readonly ContentTypeField[]): number {
  return Math.max(...defaultFields.map((field) => field.id), ...fields.map((field) => field.id)) + 1;
}
