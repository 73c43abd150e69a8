import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { setIn } from './object-path';

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
