import { Module } from '@nestjs/common';
import { PublicShopsController } from './public-shops.controller.js';
import { ShopsSeedService } from './shops-seed.service.js';
import { ShopsController } from './shops.controller.js';
import { ShopsRepository } from './shops.repository.js';
import { ShopsService } from './shops.service.js';

/** Online shops: staff management, the public list and the reference seed. */
@Module({
  controllers: [ShopsController, PublicShopsController],
  providers: [ShopsRepository, ShopsService, ShopsSeedService],
})
export class ShopsModule {}
