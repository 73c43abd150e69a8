import { InvalidInputError } from '../../common/errors/domain.error.js';
import { plainText, richTextInputProblem, sanitizeRichText } from '../../common/rich-text.js';
import { isSafeLink, SAFE_LINK_MESSAGE } from '../../common/safe-link.js';
import type { ContentTypeField, CustomFieldValue } from '../../database/schema/index.js';
import type { ContentTypeRow } from './content.repository.js';

const MAX_CUSTOM_TEXT = 500_000;

/**
 * Custom field values checked against the content type: only its fields, text where text is expected, and every
 * value clean for its field's type (see `cleanFieldValue`). Rich values are checked against the size and tag caps
 * before any of them is sanitised.
 */
export async function checkedCustomFields(
  type: ContentTypeRow,
  values: Record<string, unknown>,
): Promise<Record<string, CustomFieldValue>> {
  const fields = new Map(type.fields.map((field) => [field.sys_name, field]));
  const errors: Record<string, string> = {};
  const result: Record<string, CustomFieldValue> = {};
  const rich: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(values)) {
    const field = fields.get(key);
    const path = `customFields.${key}`;
    if (!field) {
      errors[path] = `${type.name} has no field "${key}"`;
      continue;
    }
    if (value === null) {
      result[key] = null;
      continue;
    }
    switch (field.type) {
      case 'text':
      case 'textArea':
        if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
          errors[path] = `${field.name} must be text`;
        } else if (String(value).length > MAX_CUSTOM_TEXT) {
          errors[path] = `${field.name} is too long`;
        } else {
          result[key] = typeof value === 'string' ? plainText(value) : value;
        }
        break;
      case 'textAreaWYSIWYG': {
        const problem = typeof value === 'string' ? richTextInputProblem(value, MAX_CUSTOM_TEXT) : 'must be text';
        if (problem) errors[path] = `${field.name} ${problem}`;
        else rich.push([key, value as string]);
        break;
      }
      case 'image':
      case 'link':
      case 'linkToFile':
        if (typeof value !== 'string' || !isStorableLink(value)) errors[path] = SAFE_LINK_MESSAGE;
        else result[key] = value;
        break;
    }
  }
  if (Object.keys(errors).length > 0) throw new InvalidInputError('Validation failed', errors);
  for (const [key, value] of rich) {
    result[key] = await sanitizeRichText(value, { field: `customFields.${key}`, maxLength: MAX_CUSTOM_TEXT });
  }
  return result;
}

/**
 * A stored value made clean for a field type, for values written before a field changed type (or before values were
 * cleaned on write): text fields keep no markup, rich text is sanitised, links that are not safe become null. A rich
 * value over the caps is refused, naming `field`.
 */
export async function cleanFieldValue(
  type: ContentTypeField['type'],
  value: CustomFieldValue,
  field: string,
): Promise<CustomFieldValue> {
  if (value === null) return null;
  switch (type) {
    case 'text':
    case 'textArea':
      return typeof value === 'string' ? plainText(value) : value;
    case 'textAreaWYSIWYG':
      return sanitizeRichText(String(value), { field, maxLength: MAX_CUSTOM_TEXT });
    case 'image':
    case 'link':
    case 'linkToFile':
      return typeof value === 'string' && isStorableLink(value) ? value : null;
  }
}

/**
 * When a record moves to another content type, values of fields the new type lacks are dropped, and the others are
 * cleaned for the new type's field (a field of the same sys_name may have another type there).
 */
export async function keepKnownFields(
  type: ContentTypeRow,
  values: Record<string, CustomFieldValue>,
): Promise<Record<string, CustomFieldValue>> {
  const result: Record<string, CustomFieldValue> = {};
  for (const field of type.fields) {
    if (field.sys_name in values) {
      result[field.sys_name] = await cleanFieldValue(
        field.type,
        values[field.sys_name],
        `customFields.${field.sys_name}`,
      );
    }
  }
  return result;
}

function isStorableLink(value: string): boolean {
  return (value === '' || isSafeLink(value)) && value.length <= 2000;
}
