import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ListQueryDto, ListResponseDto, type ListResult } from '../../common/list-query.dto.js';
import { Public } from '../../common/public.decorator.js';
import { StaffOnly } from '../../common/roles.decorator.js';
import { FileResponseDto, UpdateFileDto, UploadFileDto } from './files.dto.js';
import { FilesService } from './files.service.js';

/** The content never changes under its name (it is the sha256 of the bytes), so it may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

@ApiTags('files')
@StaffOnly()
@Controller('files')
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @Get()
  @ApiOkResponse({ type: ListResponseDto(FileResponseDto) })
  list(@Query() query: ListQueryDto): Promise<ListResult<FileResponseDto>> {
    return this.files.list(query);
  }

  /** The file's bytes at its public, content-addressed URL. */
  @Public()
  @Get('raw/:name')
  @ApiProduces(...['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'])
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async raw(@Param('name') name: string, @Res() response: Response): Promise<void> {
    const { path, mimeType } = await this.files.locateRaw(name);
    response.setHeader('Content-Type', mimeType);
    response.setHeader('Cache-Control', IMMUTABLE);
    response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    response.sendFile(path, { cacheControl: false, lastModified: false });
  }

  @Get(':id')
  @ApiOkResponse({ type: FileResponseDto })
  get(@Param('id') id: string): Promise<FileResponseDto> {
    return this.files.get(id);
  }

  /** Uploads one file given as a data URL (the body may be up to 8 MB for this route only). */
  @Post()
  @ApiCreatedResponse({ type: FileResponseDto })
  @ApiPayloadTooLargeResponse({ description: 'The file is larger than 5 MB' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Not PNG, JPEG, WebP, GIF or PDF, or not what it was declared as' })
  upload(@Body() dto: UploadFileDto): Promise<FileResponseDto> {
    return this.files.upload(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: FileResponseDto })
  rename(@Param('id') id: string, @Body() dto: UpdateFileDto): Promise<FileResponseDto> {
    return this.files.rename(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@Param('id') id: string): Promise<void> {
    return this.files.delete(id);
  }
}
