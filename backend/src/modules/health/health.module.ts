import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { AuthModule } from '../auth/auth.module.js';
import { SystemModule } from '../system/system.module.js';
import { TrackingModule } from '../tracking/tracking.module.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

@Module({
  imports: [TerminusModule.forRoot({ logger: false }), AuthModule, SystemModule, TrackingModule],
  controllers: [HealthController],
  providers: [HealthService],
})
export class HealthModule {}
