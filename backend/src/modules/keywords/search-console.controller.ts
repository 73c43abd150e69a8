import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ListQueryDto, ListResponseDto, type ListResult } from '../../common/list-query.dto.js';
import { StaffOnly } from '../../common/roles.decorator.js';
import {
  CreateSearchConsoleRowDto,
  ImportSearchConsoleDto,
  SearchConsoleImportResultDto,
  SearchConsoleRowResponseDto,
  UpdateSearchConsoleRowDto,
} from './keywords.dto.js';
import { KeywordsService } from './keywords.service.js';

/** Search performance rows (query, page, clicks, impressions, ctr, position, date) from Search Console exports. */
@ApiTags('search-console')
@StaffOnly()
@Controller('search-console')
export class SearchConsoleController {
  constructor(private readonly keywords: KeywordsService) {}

  @Get()
  @ApiOkResponse({ type: ListResponseDto(SearchConsoleRowResponseDto) })
  list(@Query() query: ListQueryDto): Promise<ListResult<SearchConsoleRowResponseDto>> {
    return this.keywords.listSearchConsole(query);
  }

  /** Imports a CSV export in one transaction; malformed lines are reported as `errors: {"line 3": ...}`. */
  @Post('import')
  @HttpCode(200)
  @ApiOkResponse({ type: SearchConsoleImportResultDto })
  @ApiBadRequestResponse({ description: 'Malformed lines, each reported by number; nothing was imported' })
  import(@Body() dto: ImportSearchConsoleDto): Promise<SearchConsoleImportResultDto> {
    return this.keywords.importSearchConsole(dto);
  }

  @Get(':id')
  @ApiOkResponse({ type: SearchConsoleRowResponseDto })
  get(@Param('id') id: string): Promise<SearchConsoleRowResponseDto> {
    return this.keywords.getSearchConsoleRow(id);
  }

  @Post()
  @ApiCreatedResponse({ type: SearchConsoleRowResponseDto })
  create(@Body() dto: CreateSearchConsoleRowDto): Promise<SearchConsoleRowResponseDto> {
    return this.keywords.createSearchConsoleRow(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: SearchConsoleRowResponseDto })
  update(@Param('id') id: string, @Body() dto: UpdateSearchConsoleRowDto): Promise<SearchConsoleRowResponseDto> {
    return this.keywords.updateSearchConsoleRow(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@Param('id') id: string): Promise<void> {
    return this.keywords.deleteSearchConsoleRow(id);
  }
}
