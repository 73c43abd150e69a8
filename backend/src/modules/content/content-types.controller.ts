import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ListQueryDto, ListResponseDto, type ListResult } from '../../common/list-query.dto.js';
import { StaffOnly } from '../../common/roles.decorator.js';
import {
  AddContentTypeFieldDto,
  ContentTypeResponseDto,
  CreateContentTypeDto,
  ContentTypeUsageResponseDto,
  UpdateContentTypeDto,
} from './content.dto.js';
import { ContentTypesService } from './content-types.service.js';

@ApiTags('content-types')
@StaffOnly()
@Controller('content-types')
export class ContentTypesController {
  constructor(private readonly contentTypes: ContentTypesService) {}

  @Get()
  @ApiOkResponse({ type: ListResponseDto(ContentTypeResponseDto) })
  list(@Query() query: ListQueryDto): Promise<ListResult<ContentTypeResponseDto>> {
    return this.contentTypes.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: ContentTypeResponseDto })
  get(@Param('id') id: string): Promise<ContentTypeResponseDto> {
    return this.contentTypes.get(id);
  }

  /**
   * How many records a change would touch: all of them when the sys_name changes (their public paths do), and per
   * custom field those holding a value, which removing the field drops. The admin confirms such saves with the count.
   */
  @Get(':id/usage')
  @ApiOkResponse({ type: ContentTypeUsageResponseDto })
  usage(@Param('id') id: string): Promise<ContentTypeUsageResponseDto> {
    return this.contentTypes.usage(id);
  }

  @Post()
  @ApiCreatedResponse({ type: ContentTypeResponseDto })
  create(@Body() dto: CreateContentTypeDto): Promise<ContentTypeResponseDto> {
    return this.contentTypes.create(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: ContentTypeResponseDto })
  update(@Param('id') id: string, @Body() dto: UpdateContentTypeDto): Promise<ContentTypeResponseDto> {
    return this.contentTypes.update(id, dto);
  }

  /** Adds a custom field (id = highest + 1, sys_name derived from the name) and answers the whole content type. */
  @Post(':id/fields')
  @ApiCreatedResponse({ type: ContentTypeResponseDto })
  addField(@Param('id') id: string, @Body() dto: AddContentTypeFieldDto): Promise<ContentTypeResponseDto> {
    return this.contentTypes.addField(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@Param('id') id: string): Promise<void> {
    return this.contentTypes.delete(id);
  }
}
