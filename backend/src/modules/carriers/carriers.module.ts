import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { CarrierServicesController } from './carrier-services.controller.js';
import { CarrierTrackingLinks } from './carrier-tracking-links.js';
import { CarrierThumbnailService } from './carrier-thumbnail.service.js';
import { CarriersSeedService } from './carriers-seed.service.js';
import { CarriersController } from './carriers.controller.js';
import { CarriersRepository } from './carriers.repository.js';
import { CarriersService } from './carriers.service.js';
import { PublicCarriersController } from './public-carriers.controller.js';

/** Carriers and their services: staff management, the public directory, thumbnails and the reference seed. */
@Module({
  imports: [FilesModule],
  controllers: [CarriersController, CarrierServicesController, PublicCarriersController],
  providers: [CarriersRepository, CarriersService, CarrierThumbnailService, CarriersSeedService, CarrierTrackingLinks],
  exports: [CarriersService, CarriersRepository, CarrierTrackingLinks],
})
export class CarriersModule {}
