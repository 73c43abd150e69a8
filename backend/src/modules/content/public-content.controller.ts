import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListQueryDto, ListResponseDto, type ListResult } from '../../common/list-query.dto.js';
import { Public } from '../../common/public.decorator.js';
import {
  CONTENT_FILTERS,
  ContentBlockResponseDto,
  ContentBlockTranslationDto,
  ContentResponseDto,
  ContentTranslationDto,
} from './content.dto.js';
import { ContentBlocksService } from './content-blocks.service.js';
import { ContentService } from './content.service.js';
import { KeptAnswer } from '../web/kept-answer.js';

/** Published content for the public pages: lists and records by seo_url within a category or content type. */
@ApiTags('public')
@ApiExtraModels(ContentTranslationDto, ContentBlockTranslationDto)
@Public()
@KeptAnswer()
@Controller('public')
export class PublicContentController {
  constructor(
    private readonly content: ContentService,
    private readonly blocks: ContentBlocksService,
  ) {}

  @Get('content')
  @ApiOperation({ summary: 'List published content records', description: `The list convention; ${CONTENT_FILTERS}` })
  @ApiOkResponse({ type: ListResponseDto(ContentResponseDto) })
  list(@Query() query: ListQueryDto): Promise<ListResult<ContentResponseDto>> {
    return this.content.listPublished(query);
  }

  @Get('taxonomy/:sysName/content')
  @ApiOkResponse({ type: ListResponseDto(ContentResponseDto) })
  listInCategory(
    @Param('sysName') sysName: string,
    @Query() query: ListQueryDto,
  ): Promise<ListResult<ContentResponseDto>> {
    return this.content.listPublished(query, { taxonomy: sysName });
  }

  @Get('taxonomy/:sysName/content/:seoUrl')
  @ApiOkResponse({ type: ContentResponseDto })
  getInCategory(@Param('sysName') sysName: string, @Param('seoUrl') seoUrl: string): Promise<ContentResponseDto> {
    return this.content.getPublished(seoUrl, { taxonomy: sysName });
  }

  @Get('content-types/:sysName/content')
  @ApiOkResponse({ type: ListResponseDto(ContentResponseDto) })
  listOfType(@Param('sysName') sysName: string, @Query() query: ListQueryDto): Promise<ListResult<ContentResponseDto>> {
    return this.content.listPublished(query, { contentType: sysName });
  }

  @Get('content-types/:sysName/content/:seoUrl')
  @ApiOkResponse({ type: ContentResponseDto })
  getOfType(@Param('sysName') sysName: string, @Param('seoUrl') seoUrl: string): Promise<ContentResponseDto> {
    return this.content.getPublished(seoUrl, { contentType: sysName });
  }

  /** The published blocks of one type (courier_page or main_page), in order. */
  @Get('content-blocks/:type')
  @ApiOkResponse({ type: [ContentBlockResponseDto] })
  contentBlocks(@Param('type') type: string): Promise<ContentBlockResponseDto[]> {
    return this.blocks.published(type);
  }
}
