import { DomainError } from '../../common/errors/domain.error.js';

/** The SMTP server refused or could not be reached: a 502 that says why. */
export class MailDeliveryError extends DomainError {
  static from(error: unknown): DomainError {
    if (error instanceof DomainError) return error;
    return new MailDeliveryError(`The mail server did not accept the e-mail: ${(error as Error).message}`);
  }

  private constructor(message: string) {
    super('BAD_GATEWAY', message);
  }
}
