import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ListQueryDto, ListResponseDto, type ListResult } from '../../common/list-query.dto.js';
import { Public } from '../../common/public.decorator.js';
import { ShopResponseDto, ShopTranslationDto } from './shops.dto.js';
import { ShopsService } from './shops.service.js';
import { KeptAnswer } from '../web/kept-answer.js';

/** Published shops for the /shops pages. */
@ApiTags('public')
@ApiExtraModels(ShopTranslationDto)
@Public()
@KeptAnswer()
@Controller('public/shops')
export class PublicShopsController {
  constructor(private readonly shops: ShopsService) {}

  @Get()
  @ApiOkResponse({ type: ListResponseDto(ShopResponseDto) })
  list(@Query() query: ListQueryDto): Promise<ListResult<ShopResponseDto>> {
    return this.shops.listPublished(query);
  }

  @Get(':systemName')
  @ApiOkResponse({ type: ShopResponseDto })
  get(@Param('systemName') systemName: string): Promise<ShopResponseDto> {
    return this.shops.getPublished(systemName);
  }
}
