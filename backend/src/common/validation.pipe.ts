import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/** A missing value is the first thing to tell, whatever order the other rules ran in. */
const PRESENCE_RULES = ['isDefined', 'isNotEmpty'];

function firstMessage(constraints: Record<string, string>): string | undefined {
  const presence = PRESENCE_RULES.find((rule) => rule in constraints);
  return presence ? constraints[presence] : Object.values(constraints)[0];
}

/** Flattens class-validator errors into `{field: message}`, nested fields as `a.b`, one message per field. */
export function fieldErrors(errors: ValidationError[], parent = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const message = firstMessage(error.constraints ?? {});
    if (message !== undefined) result[path] = message;
    Object.assign(result, fieldErrors(error.children ?? [], path));
  }
  return result;
}

export class ValidationFailedException extends BadRequestException {
  constructor(readonly errors: Record<string, string>) {
    super('Validation failed');
  }
}

/** The global pipe: DTOs are whitelisted and transformed; unknown fields are refused, not silently kept. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => new ValidationFailedException(fieldErrors(errors)),
  });
}
