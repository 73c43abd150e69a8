import { Injectable } from '@nestjs/common';
import type { IronSession } from 'iron-session';
import { DomainError } from '../../common/errors/domain.error.js';
import { isUuid } from '../../common/is-uuid.js';
import type { SessionUser } from '../../common/session-user.js';
import { UsersRepository, type UserRow } from '../users/users.repository.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordService } from './password.service.js';
import type { SessionData } from './session.service.js';

export const WRONG_CREDENTIALS = 'Email or password is incorrect';

function toSessionUser(row: UserRow): SessionUser {
  return { id: row.id, name: row.name, email: row.email, image: row.image, role: row.role };
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly throttle: LoginThrottleService,
  ) {}

  /**
   * The same answer, and the same work (one argon2 verification), for an unknown email, a disabled account and a
   * wrong password, so that neither the message nor the timing tells which emails exist.
   */
  async validateCredentials(email: string, password: string, ip: string | undefined): Promise<SessionUser> {
    await this.throttle.assertAllowed(email, ip);
    const user = await this.users.findByEmail(email);
    const passwordMatches = await this.passwords.verify(user?.passwordHash, password);
    if (!user || !passwordMatches || user.disabled) {
      await this.throttle.recordFailure(email, ip);
      throw new DomainError('UNAUTHENTICATED', WRONG_CREDENTIALS);
    }
    await this.throttle.reset(email, ip);
    return toSessionUser(user);
  }

  async sessionVersionOf(userId: string): Promise<number> {
    return (await this.users.findById(userId))?.sessionVersion ?? 0;
  }

  /** The user a session speaks for, or null when it is empty, or ended by sign-out, a password change or disabling. */
  async userForSession(session: IronSession<SessionData>): Promise<SessionUser | null> {
    if (!session.isAuthorised || !session.userId || !isUuid(session.userId)) return null;
    const user = await this.users.findById(session.userId);
    if (!user || user.disabled || user.sessionVersion !== session.sessionVersion) return null;
    return toSessionUser(user);
  }

  /** Ends every session of the user, on every device. */
  async endAllSessions(userId: string): Promise<void> {
    await this.users.update(userId, {}, true);
  }
}
