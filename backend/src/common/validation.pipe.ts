import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/** Flattens class-validator errors into `{field: message}`, nested fields as `a.b`, first message per field. */
export function fieldErrors(errors: ValidationError[], parent = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) result[path] = messages[0];
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
