import { isEmail, ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * Quoted local parts (`"…"@host`) may hold spaces, CR/LF and markup: valid by RFC 5321, never typed by a real person,
 * and a hazard wherever the address goes (mail headers, the back-office). Control characters and angle brackets have
 * no place in an address either.
 */
function hasRefusedText(value: string): boolean {
  if (value.startsWith('"')) return true;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || code === 0x3c || code === 0x3e) return true;
  }
  return false;
}

/**
 * An e-mail check that never throws: validator.js decodes parts of the address and throws a URIError on text such
 * as a lone surrogate, which would otherwise surface as a 500 instead of a field error.
 */
export function isEmailAddress(value: unknown): boolean {
  if (typeof value !== 'string' || hasRefusedText(value)) return false;
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
