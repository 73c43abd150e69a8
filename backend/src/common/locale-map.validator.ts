import { getSchemaPath, type ApiPropertyOptions } from '@nestjs/swagger';
import { plainToInstance } from 'class-transformer';
import { registerDecorator, validateSync, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { fieldErrors } from './validation.pipe.js';

/** A locale key: a language code with an optional region or script ("en", "de", "pt-BR", "zh-Hant"). */
export const LOCALE_KEY = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;
const MAX_LOCALES = 50;

/** The first problem of a `{locale: entry}` map, as "de.title: message", or undefined when it is valid. */
function localeMapProblem(value: unknown, entryType: new () => object): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'must be an object keyed by locale';
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > MAX_LOCALES) return `must have at most ${MAX_LOCALES} locales`;
  for (const [locale, entry] of entries) {
    if (!LOCALE_KEY.test(locale)) return `"${locale}" is not a locale code such as en or pt-BR`;
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return `${locale} must be an object`;
    const errors = validateSync(plainToInstance(entryType, entry), { whitelist: true, forbidNonWhitelisted: true });
    const [field, message] = Object.entries(fieldErrors(errors))[0] ?? [];
    if (field) return `${locale}.${field}: ${message}`;
  }
  return undefined;
}

/**
 * Validates a JSONB map of translations per locale (`{en: {...}, de: {...}}`): every key a locale code, every
 * entry valid against `entryType`'s class-validator rules with no unknown properties.
 */
export function IsLocaleMap(entryType: new () => object, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isLocaleMap',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: {
        validate: (value: unknown) => localeMapProblem(value, entryType) === undefined,
        defaultMessage: (args: ValidationArguments) =>
          `${args.property} ${localeMapProblem(args.value, entryType) ?? 'is not valid'}`,
      },
    });
  };
}

/** The Swagger schema of a `{locale: entry}` map; the controller lists `entryType` in @ApiExtraModels. */
export function localeMapSchema(entryType: new () => object): ApiPropertyOptions {
  return {
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(entryType) },
    description: 'Keyed by locale code (en, de, es, pt-BR...)',
  };
}
