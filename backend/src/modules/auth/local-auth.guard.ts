import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ValidationFailedException } from '../../common/validation.pipe.js';

/** Runs passport-local; a body without email or password is a 400 with field errors, not a failed sign-in. */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override handleRequest<TUser>(
    error: unknown,
    user: TUser,
    info: { message?: string } | undefined,
    context: ExecutionContext,
    status?: unknown,
  ): TUser {
    // passport hands over whatever the strategy threw (our DomainErrors): rethrow it as it is.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (error) throw error;
    if (!user && info?.message === 'Missing credentials') {
      throw new ValidationFailedException({ email: 'Enter your email', password: 'Enter your password' });
    }
    return super.handleRequest(error, user, info, context, status);
  }
}
