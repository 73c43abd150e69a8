import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { FollowsModule } from '../follows/follows.module.js';
import { TrackingModule } from '../tracking/tracking.module.js';
import { DeliveryConfirmationsController } from './confirmations.controller.js';
import { DeliveryConfirmationsRepository } from './confirmations.repository.js';
import { DeliveryConfirmationsService } from './confirmations.service.js';

/** Visitors' "I received it" for numbers the site cannot follow itself (issue 22 point 5). */
@Module({
  imports: [AuthModule, FollowsModule, TrackingModule],
  controllers: [DeliveryConfirmationsController],
  providers: [DeliveryConfirmationsRepository, DeliveryConfirmationsService],
})
export class DeliveryConfirmationsModule {}
