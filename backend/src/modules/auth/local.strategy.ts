import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import type { SessionUser } from '../../common/session-user.js';
import { ValidationFailedException } from '../../common/validation.pipe.js';
import { AuthService } from './auth.service.js';

/** passport-local: email + password from the JSON body. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false });
  }

  validate(request: Request, email: unknown, password: unknown): Promise<SessionUser> {
    // This guard runs before the LoginDto checks, and passport hands over whatever the JSON body holds.
    if (typeof email !== 'string' || typeof password !== 'string') {
      throw new ValidationFailedException({
        ...(typeof email === 'string' ? {} : { email: 'email must be a string' }),
        ...(typeof password === 'string' ? {} : { password: 'password must be a string' }),
      });
    }
    return this.auth.validateCredentials(email, password, request.ip);
  }
}
