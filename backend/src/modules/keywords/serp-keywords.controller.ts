import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ListQueryDto, ListResponseDto, type ListResult } from '../../common/list-query.dto.js';
import { StaffOnly } from '../../common/roles.decorator.js';
import { CreateSerpKeywordDto, SerpKeywordResponseDto, UpdateSerpKeywordDto } from './keywords.dto.js';
import { KeywordsService } from './keywords.service.js';

@ApiTags('serp-keywords')
@StaffOnly()
@Controller('serp-keywords')
export class SerpKeywordsController {
  constructor(private readonly keywords: KeywordsService) {}

  @Get()
  @ApiOkResponse({ type: ListResponseDto(SerpKeywordResponseDto) })
  list(@Query() query: ListQueryDto): Promise<ListResult<SerpKeywordResponseDto>> {
    return this.keywords.serpKeywords.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: SerpKeywordResponseDto })
  get(@Param('id') id: string): Promise<SerpKeywordResponseDto> {
    return this.keywords.serpKeywords.get(id);
  }

  @Post()
  @ApiCreatedResponse({ type: SerpKeywordResponseDto })
  create(@Body() dto: CreateSerpKeywordDto): Promise<SerpKeywordResponseDto> {
    return this.keywords.serpKeywords.create(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: SerpKeywordResponseDto })
  update(@Param('id') id: string, @Body() dto: UpdateSerpKeywordDto): Promise<SerpKeywordResponseDto> {
    return this.keywords.serpKeywords.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@Param('id') id: string): Promise<void> {
    return this.keywords.serpKeywords.delete(id);
  }
}
