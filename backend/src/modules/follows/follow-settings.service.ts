import { Injectable } from '@nestjs/common';
import { SettingsRepository } from '../settings/settings.repository.js';

/** The back-office switch (setting `follow-mail`, param `enabled`); on unless an admin turned it off. */
export const FOLLOW_MAIL_SETTING = 'follow-mail';

@Injectable()
export class FollowSettingsService {
  constructor(private readonly settings: SettingsRepository) {}

  async enabled(): Promise<boolean> {
    const row = await this.settings.findByName(FOLLOW_MAIL_SETTING);
    return row?.param.enabled !== false;
  }

  async setEnabled(enabled: boolean): Promise<void> {
    const row = await this.settings.findByName(FOLLOW_MAIL_SETTING);
    if (row) await this.settings.update(row.id, { param: { ...row.param, enabled } });
    else await this.settings.insert({ name: FOLLOW_MAIL_SETTING, param: { enabled } });
  }
}
