import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ListQueryDto, ListResponseDto, type ListResult } from '../../common/list-query.dto.js';
import { StaffOnly } from '../../common/roles.decorator.js';
import {
  CONTENT_FILTERS,
  ContentResponseDto,
  ContentTranslationDto,
  CreateContentDto,
  UpdateContentDto,
} from './content.dto.js';
import { ContentService } from './content.service.js';

/** Content records of every type. */
@ApiTags('content')
@ApiExtraModels(ContentTranslationDto)
@StaffOnly()
@Controller('content')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Get()
  @ApiOperation({ summary: 'List content records', description: `The list convention; ${CONTENT_FILTERS}` })
  @ApiOkResponse({ type: ListResponseDto(ContentResponseDto) })
  list(@Query() query: ListQueryDto): Promise<ListResult<ContentResponseDto>> {
    return this.content.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: ContentResponseDto })
  get(@Param('id') id: string): Promise<ContentResponseDto> {
    return this.content.get(id);
  }

  @Post()
  @ApiCreatedResponse({ type: ContentResponseDto })
  create(@Body() dto: CreateContentDto): Promise<ContentResponseDto> {
    return this.content.create(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: ContentResponseDto })
  update(@Param('id') id: string, @Body() dto: UpdateContentDto): Promise<ContentResponseDto> {
    return this.content.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@Param('id') id: string): Promise<void> {
    return this.content.delete(id);
  }
}
