import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ListQueryDto, ListResponseDto, type ListResult } from '../../common/list-query.dto.js';
import { StaffOnly } from '../../common/roles.decorator.js';
import { ContentBlockResponseDto, CreateContentBlockDto, UpdateContentBlockDto } from './content.dto.js';
import { ContentBlocksService } from './content-blocks.service.js';

@ApiTags('content-blocks')
@StaffOnly()
@Controller('content-blocks')
export class ContentBlocksController {
  constructor(private readonly blocks: ContentBlocksService) {}

  @Get()
  @ApiOkResponse({ type: ListResponseDto(ContentBlockResponseDto) })
  list(@Query() query: ListQueryDto): Promise<ListResult<ContentBlockResponseDto>> {
    return this.blocks.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: ContentBlockResponseDto })
  get(@Param('id') id: string): Promise<ContentBlockResponseDto> {
    return this.blocks.get(id);
  }

  @Post()
  @ApiCreatedResponse({ type: ContentBlockResponseDto })
  create(@Body() dto: CreateContentBlockDto): Promise<ContentBlockResponseDto> {
    return this.blocks.create(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: ContentBlockResponseDto })
  update(@Param('id') id: string, @Body() dto: UpdateContentBlockDto): Promise<ContentBlockResponseDto> {
    return this.blocks.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@Param('id') id: string): Promise<void> {
    return this.blocks.delete(id);
  }
}
