import type { FieldErrors, FieldValues } from 'react-hook-form';
import { getIn } from '../object-path';

/** The error message react-hook-form holds for a nested field name, if any. */
export function fieldError(errors: FieldErrors<FieldValues>, name: string): string | undefined {
  const error = getIn(errors, name);
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
}
