import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { COUNTRIES, findCountry } from '../../common/countries.js';
import { NotFoundError } from '../../common/errors/domain.error.js';
import { CountriesRepository } from './countries.repository.js';
import { mapCountry, type CountryResponseDto } from './countries.dto.js';

@Injectable()
export class CountriesService implements OnApplicationBootstrap {
  private readonly logger = new Logger('ReferenceData');

  constructor(private readonly repository: CountriesRepository) {}

  /** The countries are reference data (common/countries.ts): missing ones are added at every start. */
  async onApplicationBootstrap(): Promise<void> {
    const added = await this.repository.insertMissing(COUNTRIES);
    if (added > 0) this.logger.log(`Added ${added} countries`);
  }

  async list(): Promise<CountryResponseDto[]> {
    return (await this.repository.all()).map(mapCountry);
  }

  async get(iso: string): Promise<CountryResponseDto> {
    const row = findCountry(iso) && (await this.repository.findByIso(iso.toUpperCase()));
    if (!row) throw new NotFoundError('Country');
    return mapCountry(row);
  }
}
