import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiExtraModels, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ListQueryDto, ListResponseDto, type ListResult } from '../../common/list-query.dto.js';
import { StaffOnly } from '../../common/roles.decorator.js';
import { CreateShopDto, ShopResponseDto, ShopTranslationDto, UpdateShopDto } from './shops.dto.js';
import { ShopsService } from './shops.service.js';

@ApiTags('shops')
@ApiExtraModels(ShopTranslationDto)
@StaffOnly()
@Controller('shops')
export class ShopsController {
  constructor(private readonly shops: ShopsService) {}

  @Get()
  @ApiOkResponse({ type: ListResponseDto(ShopResponseDto) })
  list(@Query() query: ListQueryDto): Promise<ListResult<ShopResponseDto>> {
    return this.shops.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: ShopResponseDto })
  get(@Param('id') id: string): Promise<ShopResponseDto> {
    return this.shops.get(id);
  }

  @Post()
  @ApiCreatedResponse({ type: ShopResponseDto })
  create(@Body() dto: CreateShopDto): Promise<ShopResponseDto> {
    return this.shops.create(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: ShopResponseDto })
  update(@Param('id') id: string, @Body() dto: UpdateShopDto): Promise<ShopResponseDto> {
    return this.shops.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@Param('id') id: string): Promise<void> {
    return this.shops.delete(id);
  }
}
