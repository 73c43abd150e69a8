import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListQueryDto, ListResponseDto, type ListResult } from '../../common/list-query.dto.js';
import { Public } from '../../common/public.decorator.js';
import {
  CarrierServiceContentDto,
  CarrierTranslationDto,
  PublicCarrierDetailDto,
  PublicCarrierDto,
} from './carriers.dto.js';
import { CarriersService } from './carriers.service.js';
import { KeptAnswer } from '../web/kept-answer.js';

/** The courier directory: published carriers only (filter by type, countryIso, international_service...). */
@ApiTags('public')
@ApiExtraModels(CarrierTranslationDto, CarrierServiceContentDto)
@Public()
@KeptAnswer()
@Controller('public/carriers')
export class PublicCarriersController {
  constructor(private readonly carriers: CarriersService) {}

  @Get()
  @ApiOperation({
    summary: 'List published carriers',
    description:
      'The list convention; filter keys: code, type, countryIso, highlighted, APIconnected, fba_programm, international_service (exact) and name (contains).',
  })
  @ApiOkResponse({ type: ListResponseDto(PublicCarrierDto) })
  list(@Query() query: ListQueryDto): Promise<ListResult<PublicCarrierDto>> {
    return this.carriers.listPublished(query);
  }

  @Get(':code')
  @ApiOkResponse({ type: PublicCarrierDetailDto })
  get(@Param('code') code: string): Promise<PublicCarrierDetailDto> {
    return this.carriers.getPublished(code);
  }
}
