import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/public.decorator.js';
import { CountryResponseDto } from './countries.dto.js';
import { CountriesService } from './countries.service.js';
import { KeptAnswer } from '../web/kept-answer.js';

/** ISO countries for the country pickers and the shipping-time pages. */
@ApiTags('public')
@Public()
@KeptAnswer()
@Controller('public/countries')
export class PublicCountriesController {
  constructor(private readonly countries: CountriesService) {}

  /** Every country, by name (about 250, so not paged). */
  @Get()
  @ApiOkResponse({ type: [CountryResponseDto] })
  list(): Promise<CountryResponseDto[]> {
    return this.countries.list();
  }

  @Get(':iso')
  @ApiOkResponse({ type: CountryResponseDto })
  get(@Param('iso') iso: string): Promise<CountryResponseDto> {
    return this.countries.get(iso);
  }
}
