import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PasswordService } from '../auth/password.service.js';
import { UsersRepository } from './users.repository.js';

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

/**
 * Makes sure someone can sign in: ADMIN_EMAIL + ADMIN_PASSWORD create or update that admin at every start; with
 * neither set and no user at all, admin@localhost is created with a random password printed once in the log.
 */
@Injectable()
export class FirstAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger('FirstAdmin');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { email, password } = this.config.firstAdmin;
    if (email && password) {
      await this.upsertConfiguredAdmin(email, password);
    } else if ((await this.users.count()) === 0) {
      await this.createDefaultAdmin();
    }
  }

  private async upsertConfiguredAdmin(email: string, password: string): Promise<void> {
    const existing = await this.users.findByEmail(email);
    const passwordHash = await this.passwords.hash(password);
    if (existing) {
      const passwordChanged = !(await this.passwords.verify(existing.passwordHash, password));
      await this.users.update(existing.id, { role: 'admin', disabled: false, passwordHash }, passwordChanged);
      return;
    }
    try {
      await this.users.insert({ name: 'Administrator', email, passwordHash, role: 'admin' });
    } catch (error) {
      // Another process starting at the same moment (docker compose --scale) created the same admin first.
      if (await this.users.findByEmail(email)) return;
      throw error;
    }
    this.logger.log(`Created the admin ${email} from ADMIN_EMAIL`);
  }

  private async createDefaultAdmin(): Promise<void> {
    const password = randomBytes(12).toString('base64url');
    try {
      await this.users.insert({
        name: 'Administrator',
        email: DEFAULT_ADMIN_EMAIL,
        passwordHash: await this.passwords.hash(password),
        role: 'admin',
      });
    } catch {
      return; // Another process created the first user at the same moment.
    }
    this.logger.warn(
      `No user existed: created ${DEFAULT_ADMIN_EMAIL} with the password ${password} ` +
        '(shown once; change it in the profile, or set ADMIN_EMAIL and ADMIN_PASSWORD)',
    );
  }
}
