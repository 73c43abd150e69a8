import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import type { SessionUser } from '../../common/session-user.js';
import { AuthService } from './auth.service.js';

/** passport-local: email + password from the JSON body. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false });
  }

  validate(request: Request, email: string, password: string): Promise<SessionUser> {
    return this.auth.validateCredentials(email, password, request.ip ?? 'unknown');
  }
}
