import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ListQueryDto, ListResponseDto, type ListResult } from '../../common/list-query.dto.js';
import { StaffOnly } from '../../common/roles.decorator.js';
import { CreateTaxonomyDto, TaxonomyResponseDto, UpdateTaxonomyDto } from './taxonomy.dto.js';
import { TaxonomyService } from './taxonomy.service.js';

@ApiTags('taxonomy')
@StaffOnly()
@Controller('taxonomy')
export class TaxonomyController {
  constructor(private readonly taxonomy: TaxonomyService) {}

  @Get()
  @ApiOkResponse({ type: ListResponseDto(TaxonomyResponseDto) })
  list(@Query() query: ListQueryDto): Promise<ListResult<TaxonomyResponseDto>> {
    return this.taxonomy.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: TaxonomyResponseDto })
  get(@Param('id') id: string): Promise<TaxonomyResponseDto> {
    return this.taxonomy.get(id);
  }

  @Post()
  @ApiCreatedResponse({ type: TaxonomyResponseDto })
  create(@Body() dto: CreateTaxonomyDto): Promise<TaxonomyResponseDto> {
    return this.taxonomy.create(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: TaxonomyResponseDto })
  update(@Param('id') id: string, @Body() dto: UpdateTaxonomyDto): Promise<TaxonomyResponseDto> {
    return this.taxonomy.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@Param('id') id: string): Promise<void> {
    return this.taxonomy.delete(id);
  }
}
