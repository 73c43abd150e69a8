import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ListQueryDto, ListResponseDto, type ListResult } from '../../common/list-query.dto.js';
import { AdminOnly } from '../../common/roles.decorator.js';
import { CreateSettingDto, SettingResponseDto, UpdateSettingDto } from './settings.dto.js';
import { SettingsService } from './settings.service.js';

@ApiTags('settings')
@AdminOnly()
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @ApiOkResponse({ type: ListResponseDto(SettingResponseDto) })
  list(@Query() query: ListQueryDto): Promise<ListResult<SettingResponseDto>> {
    return this.settings.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: SettingResponseDto })
  get(@Param('id') id: string): Promise<SettingResponseDto> {
    return this.settings.get(id);
  }

  @Post()
  @ApiCreatedResponse({ type: SettingResponseDto })
  create(@Body() dto: CreateSettingDto): Promise<SettingResponseDto> {
    return this.settings.create(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: SettingResponseDto })
  update(@Param('id') id: string, @Body() dto: UpdateSettingDto): Promise<SettingResponseDto> {
    return this.settings.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@Param('id') id: string): Promise<void> {
    return this.settings.delete(id);
  }
}
