import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ListQueryDto, ListResponseDto, type ListResult } from '../../common/list-query.dto.js';
import { Public } from '../../common/public.decorator.js';
import { StaffOnly } from '../../common/roles.decorator.js';
import { CarrierThumbnailService } from './carrier-thumbnail.service.js';
import {
  CarrierResponseDto,
  CarrierTranslationDto,
  CreateCarrierDto,
  ThumbnailQueryDto,
  UpdateCarrierDto,
} from './carriers.dto.js';
import { CarriersService } from './carriers.service.js';

const DEFAULT_THUMBNAIL_SIZE = 128;

@ApiTags('carriers')
@ApiExtraModels(CarrierTranslationDto)
@StaffOnly()
@Controller('carriers')
export class CarriersController {
  constructor(
    private readonly carriers: CarriersService,
    private readonly thumbnails: CarrierThumbnailService,
  ) {}

  @Get()
  @ApiOkResponse({ type: ListResponseDto(CarrierResponseDto) })
  list(@Query() query: ListQueryDto): Promise<ListResult<CarrierResponseDto>> {
    return this.carriers.list(query);
  }

  /** A square PNG of the carrier's logo, or of its initial on its own colour when it has no logo. */
  @Public()
  @Get('getThumbnail/:code')
  @ApiProduces('image/png')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiResponse({ status: 304, description: 'The copy named by If-None-Match is current' })
  @ApiNotFoundResponse({ description: 'No carrier has this code' })
  async thumbnail(
    @Param('code') code: string,
    @Query() query: ThumbnailQueryDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const { etag, png } = await this.thumbnails.thumbnail(code, query.size ?? DEFAULT_THUMBNAIL_SIZE, ifNoneMatch);
    response.setHeader('ETag', etag);
    // A carrier's logo can change under the same URL: caches keep it a day, then revalidate with the ETag.
    response.setHeader('Cache-Control', 'public, max-age=86400');
    if (!png) {
      response.status(304).end();
      return;
    }
    response.type('png').send(png);
  }

  @Get(':id')
  @ApiOkResponse({ type: CarrierResponseDto })
  get(@Param('id') id: string): Promise<CarrierResponseDto> {
    return this.carriers.get(id);
  }

  @Post()
  @ApiCreatedResponse({ type: CarrierResponseDto })
  create(@Body() dto: CreateCarrierDto): Promise<CarrierResponseDto> {
    return this.carriers.create(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: CarrierResponseDto })
  update(@Param('id') id: string, @Body() dto: UpdateCarrierDto): Promise<CarrierResponseDto> {
    return this.carriers.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@Param('id') id: string): Promise<void> {
    return this.carriers.delete(id);
  }
}
