import { Module } from '@nestjs/common';
import { CountriesRepository } from './countries.repository.js';
import { CountriesService } from './countries.service.js';
import { PublicCountriesController } from './public-countries.controller.js';

/** ISO 3166-1 countries, seeded at start and read by the public pages. */
@Module({
  controllers: [PublicCountriesController],
  providers: [CountriesRepository, CountriesService],
  exports: [CountriesService],
})
export class CountriesModule {}
