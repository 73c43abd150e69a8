import { registerDecorator, type ValidationOptions } from 'class-validator';

export const SAFE_LINK_MESSAGE = 'Enter an http(s) URL or a path starting with /';

/** A link or file reference typed by staff: an http(s) URL, a mailto: address or a path on this site. */
export function isSafeLink(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return !/[\s\\]/.test(value);
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Refuses `javascript:`, `data:` and other schemes in URL fields; null and undefined are left to @IsOptional. */
export function IsSafeLink(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isSafeLink',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: SAFE_LINK_MESSAGE, ...options },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && (value === '' || isSafeLink(value)),
      },
    });
  };
}

export const FILE_LINK_MESSAGE = 'Choose an image uploaded to the file manager';

/** The public URL of a file uploaded to this site (files.dto.ts `fileUrl`): `/api/files/raw/<sha256>.<extension>`. */
const FILE_LINK = /^\/api\/files\/raw\/[0-9a-f]{64}\.[a-z0-9]{1,5}$/;

export function isFileLink(value: string): boolean {
  return FILE_LINK.test(value);
}

/**
 * A link that may only point at a file uploaded to this site, for fields whose value other people's browsers load
 * without asking (a user's picture): no tracking pixel elsewhere, no other site's content. Empty means none.
 */
export function IsFileLink(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isFileLink',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: FILE_LINK_MESSAGE, ...options },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && (value === '' || isFileLink(value)),
      },
    });
  };
}
