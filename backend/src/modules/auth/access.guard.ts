import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { IS_PUBLIC_KEY } from '../../common/public.decorator.js';
import { ROLES_KEY, type Role } from '../../common/roles.decorator.js';
import type { RequestWithUser } from '../../common/session-user.js';
import { AuthService } from './auth.service.js';
import { isSameOrigin, isUnsafeMethod } from './same-origin.js';
import { SessionService } from './session.service.js';

export const CROSS_SITE_REFUSED = 'Cross-site request refused';

/**
 * The global guard. Every state-changing request must come from this site; a route is open only when it says
 * @Public(); anything else needs a live session (401), the CSRF token of that session for changes (403), and one of
 * the route's roles (403).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly auth: AuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<RequestWithUser>();
    const unsafe = isUnsafeMethod(request.method);
    if (unsafe && !isSameOrigin(request)) throw new ForbiddenException(CROSS_SITE_REFUSED);

    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;

    const session = await this.sessions.read(request, http.getResponse<Response>());
    const user = await this.auth.userForSession(session);
    if (!user) throw new UnauthorizedException('Sign in to continue');
    if (unsafe && request.get('x-csrf-token') !== session.csrfToken) {
      throw new ForbiddenException('Missing or invalid CSRF token: reload the page and try again');
    }
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles && !roles.includes(user.role)) throw new ForbiddenException('Your role does not allow this action');

    request.user = user;
    await this.sessions.slide(session);
    return true;
  }
}
