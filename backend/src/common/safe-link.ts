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
