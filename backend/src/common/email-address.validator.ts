import { isEmail, ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * An e-mail check that never throws: validator.js decodes parts of the address and throws a URIError on text such
 * as a lone surrogate, which would otherwise surface as a 500 instead of a field error.
 */
export function isEmailAddress(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return isEmail(value);
  } catch {
    return false;
  }
}

/** The project's @IsEmail: the same rule, safe on any input. */
export function IsEmailAddress(options: ValidationOptions & { message: string }): PropertyDecorator {
  return ValidateBy({ name: 'isEmailAddress', validator: { validate: isEmailAddress } }, options);
}
