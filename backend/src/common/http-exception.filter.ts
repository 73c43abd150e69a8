import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError, domainErrorStatus, RateLimitedError } from './errors/domain.error.js';
import { localizeErrors, localizeMessage } from './localized-messages.js';
import { ValidationFailedException } from './validation.pipe.js';

export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string>;
  correlationId?: string;
}

const UNIQUE_VIOLATION = '23505';
/**
 * PostgreSQL data exceptions that only a value sent by the client causes: a NUL character or bytes the encoding
 * cannot hold (22021, 22P05), text that is not the column's type (22P02, 22007, 22008), a number out of range (22003).
 */
const INVALID_VALUE = new Set(['22021', '22P05', '22P02', '22007', '22008', '22003']);

/** PostgreSQL error codes sit on the driver error, which drizzle wraps as `cause`. */
function postgresCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Maps every error to an HTTP answer in one place (docs/style.md §4). */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const request = context.getRequest<Request & { id?: string | number }>();
    const response = context.getResponse<Response>();
    const body = this.toBody(exception, request);
    body.message = localizeMessage(body.message, request.get('accept-language'));
    if (body.errors) body.errors = localizeErrors(body.errors, request.get('accept-language'));
    if (response.headersSent) return;
    if (exception instanceof RateLimitedError) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, request: Request & { id?: string | number }): ErrorBody {
    if (exception instanceof ValidationFailedException) {
      return { statusCode: HttpStatus.BAD_REQUEST, message: 'Validation failed', errors: exception.errors };
    }
    if (exception instanceof DomainError) {
      const body: ErrorBody = { statusCode: domainErrorStatus[exception.code], message: exception.message };
      if (exception.errors) body.errors = exception.errors;
      return body;
    }
    if (exception instanceof HttpException) {
      return { statusCode: exception.getStatus(), message: httpMessage(exception) };
    }
    const code = postgresCode(exception);
    if (code === UNIQUE_VIOLATION) {
      return { statusCode: HttpStatus.CONFLICT, message: 'A record with the same unique value already exists' };
    }
    if (code && INVALID_VALUE.has(code)) {
      return {
        statusCode: HttpStatus.BAD_REQUEST,
        message: 'The request contains a value that cannot be stored or searched as given',
      };
    }
    const correlationId = String(request.id ?? '');
    this.logger.error(
      { err: exception, correlationId, method: request.method, url: request.originalUrl },
      'Unexpected error',
    );
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error', correlationId };
  }
}

function httpMessage(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}
