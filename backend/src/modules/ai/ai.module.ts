import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CarriersModule } from '../carriers/carriers.module.js';
import { AiController } from './ai.controller.js';
import { AiService } from './ai.service.js';
import { CarrierAssistantService } from './carrier-assistant.service.js';

@Module({
  imports: [AuthModule, CarriersModule],
  controllers: [AiController],
  providers: [AiService, CarrierAssistantService],
  exports: [AiService],
})
export class AiModule {}
