import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { SystemModule } from '../system/system.module.js';
import { TrackingModule } from '../tracking/tracking.module.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

@Module({
  imports: [TerminusModule.forRoot({ logger: false }), SystemModule, TrackingModule],
  controllers: [HealthController],
  providers: [HealthService],
})
export class HealthModule {}
