import { Injectable } from '@nestjs/common';
import { ConflictError, DomainError, InvalidInputError, NotFoundError } from '../../common/errors/domain.error.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { isUuid } from '../../common/is-uuid.js';
import type { SessionUser } from '../../common/session-user.js';
import { LoginThrottleService } from '../auth/login-throttle.service.js';
import { PasswordService } from '../auth/password.service.js';
import {
  mapProfile,
  mapUser,
  type CreateUserDto,
  type ProfileResponseDto,
  type UpdateProfileDto,
  type UpdateUserDto,
  type UserResponseDto,
} from './users.dto.js';
import { UsersRepository, type UserChanges, type UserRow } from './users.repository.js';

const LAST_ADMIN = 'The last active admin cannot be removed, disabled or demoted';

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly throttle: LoginThrottleService,
  ) {}

  async list(query: ListQueryDto): Promise<ListResult<UserResponseDto>> {
    const { records, total } = await this.users.list(query);
    return { records: records.map(mapUser), total };
  }

  async get(id: string): Promise<UserResponseDto> {
    return mapUser(await this.require(id));
  }

  async create(dto: CreateUserDto): Promise<UserResponseDto> {
    await this.assertEmailFree(dto.email);
    const row = await this.users.insert({
      name: dto.name,
      email: dto.email,
      passwordHash: await this.passwords.hash(dto.password),
      role: dto.role,
      image: dto.image ?? null,
      disabled: dto.disabled ?? false,
    });
    return mapUser(row);
  }

  async update(id: string, dto: UpdateUserDto): Promise<UserResponseDto> {
    const current = await this.require(id);
    if (dto.email !== undefined && dto.email.toLowerCase() !== current.email.toLowerCase()) {
      await this.assertEmailFree(dto.email);
    }
    const losesAdmin =
      current.role === 'admin' && !current.disabled && (dto.role === 'editor' || dto.disabled === true);
    if (losesAdmin) await this.assertAnotherAdmin(id);

    const changes: UserChanges = {
      name: dto.name,
      email: dto.email,
      role: dto.role,
      image: dto.image,
      disabled: dto.disabled,
      passwordHash: dto.password === undefined ? undefined : await this.passwords.hash(dto.password),
    };
    const endSessions = dto.password !== undefined || (dto.disabled === true && !current.disabled);
    return mapUser((await this.users.update(id, withoutUndefined(changes), endSessions))!);
  }

  async delete(id: string, actor: SessionUser): Promise<void> {
    if (id === actor.id) throw new DomainError('FORBIDDEN', 'You cannot delete your own account');
    const current = await this.require(id);
    if (current.role === 'admin' && !current.disabled) await this.assertAnotherAdmin(id);
    await this.users.delete(id);
  }

  async profile(userId: string): Promise<ProfileResponseDto> {
    return mapProfile(await this.require(userId));
  }

  /**
   * Returns the profile and, when the password changed, the new session version (other sessions end). A wrong
   * current password counts as a failed sign-in of the account from `ip`, and the same limits refuse the check.
   */
  async updateProfile(
    userId: string,
    dto: UpdateProfileDto,
    ip: string | undefined,
  ): Promise<{ profile: ProfileResponseDto; sessionVersion: number | undefined }> {
    const current = await this.require(userId);
    let passwordHash: string | undefined;
    if (dto.newPassword !== undefined) {
      await this.throttle.assertAllowed(current.email, ip);
      if (!(await this.passwords.verify(current.passwordHash, dto.currentPassword ?? ''))) {
        await this.throttle.recordFailure(current.email, ip);
        throw new InvalidInputError('Validation failed', { currentPassword: 'The current password is not correct' });
      }
      await this.throttle.reset(current.email, ip);
      passwordHash = await this.passwords.hash(dto.newPassword);
    }
    const row = (await this.users.update(
      userId,
      withoutUndefined({ name: dto.name, image: dto.image, passwordHash }),
      passwordHash !== undefined,
    ))!;
    return { profile: mapProfile(row), sessionVersion: passwordHash ? row.sessionVersion : undefined };
  }

  private async require(id: string): Promise<UserRow> {
    const row = isUuid(id) ? await this.users.findById(id) : undefined;
    if (!row) throw new NotFoundError('User');
    return row;
  }

  private async assertEmailFree(email: string): Promise<void> {
    if (await this.users.findByEmail(email)) {
      throw new ConflictError('A user with this email already exists', { email: 'This email is already used' });
    }
  }

  private async assertAnotherAdmin(exceptId: string): Promise<void> {
    if ((await this.users.countActiveAdmins(exceptId)) === 0) throw new ConflictError(LAST_ADMIN);
  }
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)) as Partial<T>;
}
