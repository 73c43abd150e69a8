import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ListQueryDto } from '../../common/list-query.dto.js';
import { StaffOnly } from '../../common/roles.decorator.js';
import {
  CreateSearchKeywordDto,
  SearchKeywordListResponseDto,
  SearchKeywordResponseDto,
  UpdateSearchKeywordDto,
} from './keywords.dto.js';
import { KeywordsService } from './keywords.service.js';

@ApiTags('search-keywords')
@StaffOnly()
@Controller('search-keywords')
export class SearchKeywordsController {
  constructor(private readonly keywords: KeywordsService) {}

  @Get()
  @ApiOkResponse({ type: SearchKeywordListResponseDto })
  list(@Query() query: ListQueryDto): Promise<SearchKeywordListResponseDto> {
    return this.keywords.listSearchKeywords(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: SearchKeywordResponseDto })
  get(@Param('id') id: string): Promise<SearchKeywordResponseDto> {
    return this.keywords.getSearchKeyword(id);
  }

  @Post()
  @ApiCreatedResponse({ type: SearchKeywordResponseDto })
  create(@Body() dto: CreateSearchKeywordDto): Promise<SearchKeywordResponseDto> {
    return this.keywords.createSearchKeyword(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: SearchKeywordResponseDto })
  update(@Param('id') id: string, @Body() dto: UpdateSearchKeywordDto): Promise<SearchKeywordResponseDto> {
    return this.keywords.updateSearchKeyword(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@Param('id') id: string): Promise<void> {
    return this.keywords.deleteSearchKeyword(id);
  }
}
