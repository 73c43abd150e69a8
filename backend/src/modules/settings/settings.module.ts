import { Module } from '@nestjs/common';
import { SettingsController } from './settings.controller.js';
import { SettingsRepository } from './settings.repository.js';
import { SettingsService } from './settings.service.js';

/** Named settings (mailing...), for admins only. */
@Module({
  controllers: [SettingsController],
  providers: [SettingsRepository, SettingsService],
  exports: [SettingsService, SettingsRepository],
})
export class SettingsModule {}
