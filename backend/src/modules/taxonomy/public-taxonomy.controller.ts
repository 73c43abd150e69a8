import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ListQueryDto, ListResponseDto, type ListResult } from '../../common/list-query.dto.js';
import { Public } from '../../common/public.decorator.js';
import { TaxonomyResponseDto, TaxonomyTranslationDto, TaxonomyWithChildrenDto } from './taxonomy.dto.js';
import { TaxonomyService } from './taxonomy.service.js';
import { KeptAnswer } from '../web/kept-answer.js';

/** Categories for the public pages (/t/{sys_name}); categories have no unpublished state. */
@ApiTags('public')
@ApiExtraModels(TaxonomyTranslationDto)
@Public()
@KeptAnswer()
@Controller('public/taxonomy')
export class PublicTaxonomyController {
  constructor(private readonly taxonomy: TaxonomyService) {}

  @Get()
  @ApiOkResponse({ type: ListResponseDto(TaxonomyResponseDto) })
  list(@Query() query: ListQueryDto): Promise<ListResult<TaxonomyResponseDto>> {
    return this.taxonomy.list(query);
  }

  @Get(':sysName')
  @ApiOkResponse({ type: TaxonomyWithChildrenDto })
  get(@Param('sysName') sysName: string): Promise<TaxonomyWithChildrenDto> {
    return this.taxonomy.getBySysName(sysName);
  }
}
