import { Module } from '@nestjs/common';
import { PublicConfigController } from './public-config.controller.js';
import { WebController } from './web.controller.js';

@Module({ controllers: [WebController, PublicConfigController] })
export class WebModule {}
