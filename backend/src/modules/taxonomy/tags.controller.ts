import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ListQueryDto, ListResponseDto, type ListResult } from '../../common/list-query.dto.js';
import { StaffOnly } from '../../common/roles.decorator.js';
import { CreateTagDto, TagResponseDto, UpdateTagDto } from './taxonomy.dto.js';
import { TaxonomyService } from './taxonomy.service.js';

@ApiTags('tags')
@StaffOnly()
@Controller('tags')
export class TagsController {
  constructor(private readonly taxonomy: TaxonomyService) {}

  @Get()
  @ApiOkResponse({ type: ListResponseDto(TagResponseDto) })
  list(@Query() query: ListQueryDto): Promise<ListResult<TagResponseDto>> {
    return this.taxonomy.listTags(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: TagResponseDto })
  get(@Param('id') id: string): Promise<TagResponseDto> {
    return this.taxonomy.getTag(id);
  }

  @Post()
  @ApiCreatedResponse({ type: TagResponseDto })
  create(@Body() dto: CreateTagDto): Promise<TagResponseDto> {
    return this.taxonomy.createTag(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: TagResponseDto })
  update(@Param('id') id: string, @Body() dto: UpdateTagDto): Promise<TagResponseDto> {
    return this.taxonomy.updateTag(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@Param('id') id: string): Promise<void> {
    return this.taxonomy.deleteTag(id);
  }
}
