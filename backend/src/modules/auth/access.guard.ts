import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { CSRF_HEADER } from '@parcelpilot/contracts';
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
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) {
      if (isUnsafeMethod(request.method) && !isSameOrigin(request)) throw new ForbiddenException(CROSS_SITE_REFUSED);
      return true;
    }
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    await this.authorize(request, http.getResponse<Response>(), roles);
    return true;
  }

  /**
   * The checks of a guarded route (this site, a live session, its CSRF token for changes, one of `roles` if given),
   * throwing the same exceptions; sets `request.user`. Also used before Nest's guards run: the upload routes'
   * body parser authenticates first, so that nobody without a session makes the server read 8 MB of JSON.
   */
  async authorize(request: RequestWithUser, response: Response, roles?: readonly Role[]): Promise<void> {
    const unsafe = isUnsafeMethod(request.method);
    if (unsafe && !isSameOrigin(request)) throw new ForbiddenException(CROSS_SITE_REFUSED);
    const session = await this.sessions.read(request, response);
    const user = await this.auth.userForSession(session);
    if (!user) throw new UnauthorizedException('Sign in to continue');
    if (unsafe && request.get(CSRF_HEADER) !== session.csrfToken) {
      throw new ForbiddenException('Missing or invalid CSRF token: reload the page and try again');
    }
    if (roles && !roles.includes(user.role)) throw new ForbiddenException('Your role does not allow this action');

    request.user = user;
    await this.sessions.slide(session);
  }
}
