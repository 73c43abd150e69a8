import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain.error.js';
import { SecretBox } from '../../common/secret-box.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SettingsRepository } from '../settings/settings.repository.js';
import type { MailingSettingsDto, UpdateMailingSettingsDto } from './mailing.dto.js';

export const MAILING_SETTING = 'mailing';

/** What the mail sender needs, with the password decrypted. Never leaves the server. */
export interface SmtpSettings {
  email: string;
  host: string;
  port: number;
  password: string | undefined;
}

interface StoredMailing {
  email?: string;
  email_server?: string;
  port?: number;
  /** Sealed with SETTINGS_ENCRYPTION_KEY; the plain password is never stored. */
  email_password_encrypted?: string;
}

/**
 * The mailing setting (spec: name "mailing", param email, email_server, port, email_password): the password is
 * encrypted at rest and never answered.
 */
@Injectable()
export class MailingSettingsService {
  private readonly box: SecretBox;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly settings: SettingsRepository,
  ) {
    this.box = new SecretBox(config.settingsEncryptionKey, 'settings:mailing');
  }

  async get(): Promise<MailingSettingsDto> {
    const stored = await this.stored();
    return {
      email: stored.email ?? '',
      email_server: stored.email_server ?? '',
      port: stored.port ?? 587,
      email_password_set: Boolean(stored.email_password_encrypted),
    };
  }

  async update(dto: UpdateMailingSettingsDto): Promise<MailingSettingsDto> {
    const current = await this.settings.findByName(MAILING_SETTING);
    const previous = (current?.param ?? {}) as StoredMailing;
    const param: StoredMailing = {
      email: dto.email,
      email_server: dto.email_server,
      port: dto.port,
      email_password_encrypted:
        dto.email_password === undefined
          ? previous.email_password_encrypted
          : dto.email_password === ''
            ? undefined
            : this.box.seal(dto.email_password),
    };
    if (current) await this.settings.update(current.id, { param: { ...param } });
    else await this.settings.insert({ name: MAILING_SETTING, param: { ...param } });
    return this.get();
  }

  /** The SMTP settings to send with; refuses with a clear message when the mailing setting is incomplete. */
  async smtp(): Promise<SmtpSettings> {
    const stored = await this.stored();
    if (!stored.email || !stored.email_server || !stored.port) {
      throw new DomainError('UNAVAILABLE', 'Mailing is not set up: fill in the mailing settings first');
    }
    const password = stored.email_password_encrypted ? this.box.open(stored.email_password_encrypted) : undefined;
    if (stored.email_password_encrypted && password === undefined) {
      throw new DomainError(
        'UNAVAILABLE',
        'The stored mail password cannot be decrypted (the encryption key changed): enter it again',
      );
    }
    return { email: stored.email, host: stored.email_server, port: stored.port, password };
  }

  private async stored(): Promise<StoredMailing> {
    return (await this.settings.findByName(MAILING_SETTING))?.param ?? {};
  }
}
