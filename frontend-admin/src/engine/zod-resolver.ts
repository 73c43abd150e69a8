import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { UnparsedJson } from './fields/JsonInput';
import { getIn, setIn } from './object-path';
import type { FieldDefinition } from './resource-definition';

/**
 * Checks form values against a resource's zod schema. The values themselves (not zod's output) go on to the form, so
 * fields a schema does not mention are kept. Messages are i18n keys or literal texts; the field shows them translated.
 */
export function zodResolver<V extends FieldValues>(schema: z.ZodType<unknown>): Resolver<V> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path) setIn(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/**
 * A record form's checks: the resource's schema (if any), and every JSON field's text must parse (a field holding
 * UnparsedJson is an error, so a refused value is never saved as the old one).
 */
export function recordResolver<V extends FieldValues>(
  fields: readonly FieldDefinition[],
  schema: z.ZodType<unknown> | undefined,
): Resolver<V> {
  const checkSchema = schema ? zodResolver<V>(schema) : undefined;
  return async (values, context, options) => {
    const result = checkSchema ? await checkSchema(values, context, options) : { values, errors: {} };
    const errors: Record<string, unknown> = { ...result.errors };
    for (const field of fields) {
      if (field.kind === 'json' && getIn(values, field.name) instanceof UnparsedJson) {
        setIn(errors, field.name, { type: 'json', message: 'validation.invalidJson' });
      }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<V> } : result;
  };
}
