import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ListQueryDto } from '../../common/list-query.dto.js';
import { StaffOnly } from '../../common/roles.decorator.js';
import {
  CreateSerpKeywordDto,
  SerpKeywordListResponseDto,
  SerpKeywordResponseDto,
  UpdateSerpKeywordDto,
} from './keywords.dto.js';
import { KeywordsService } from './keywords.service.js';

@ApiTags('serp-keywords')
@StaffOnly()
@Controller('serp-keywords')
export class SerpKeywordsController {
  constructor(private readonly keywords: KeywordsService) {}

  @Get()
  @ApiOkResponse({ type: SerpKeywordListResponseDto })
  list(@Query() query: ListQueryDto): Promise<SerpKeywordListResponseDto> {
    return this.keywords.listSerpKeywords(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: SerpKeywordResponseDto })
  get(@Param('id') id: string): Promise<SerpKeywordResponseDto> {
    return this.keywords.getSerpKeyword(id);
  }

  @Post()
  @ApiCreatedResponse({ type: SerpKeywordResponseDto })
  create(@Body() dto: CreateSerpKeywordDto): Promise<SerpKeywordResponseDto> {
    return this.keywords.createSerpKeyword(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: SerpKeywordResponseDto })
  update(@Param('id') id: string, @Body() dto: UpdateSerpKeywordDto): Promise<SerpKeywordResponseDto> {
    return this.keywords.updateSerpKeyword(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@Param('id') id: string): Promise<void> {
    return this.keywords.deleteSerpKeyword(id);
  }
}
