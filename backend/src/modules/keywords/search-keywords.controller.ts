import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ListQueryDto, ListResponseDto, type ListResult } from '../../common/list-query.dto.js';
import { StaffOnly } from '../../common/roles.decorator.js';
import { CreateSearchKeywordDto, SearchKeywordResponseDto, UpdateSearchKeywordDto } from './keywords.dto.js';
import { KeywordsService } from './keywords.service.js';

@ApiTags('search-keywords')
@StaffOnly()
@Controller('search-keywords')
export class SearchKeywordsController {
  constructor(private readonly keywords: KeywordsService) {}

  @Get()
  @ApiOkResponse({ type: ListResponseDto(SearchKeywordResponseDto) })
  list(@Query() query: ListQueryDto): Promise<ListResult<SearchKeywordResponseDto>> {
    return this.keywords.searchKeywords.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: SearchKeywordResponseDto })
  get(@Param('id') id: string): Promise<SearchKeywordResponseDto> {
    return this.keywords.searchKeywords.get(id);
  }

  @Post()
  @ApiCreatedResponse({ type: SearchKeywordResponseDto })
  create(@Body() dto: CreateSearchKeywordDto): Promise<SearchKeywordResponseDto> {
    return this.keywords.searchKeywords.create(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: SearchKeywordResponseDto })
  update(@Param('id') id: string, @Body() dto: UpdateSearchKeywordDto): Promise<SearchKeywordResponseDto> {
    return this.keywords.searchKeywords.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@Param('id') id: string): Promise<void> {
    return this.keywords.searchKeywords.delete(id);
  }
}
