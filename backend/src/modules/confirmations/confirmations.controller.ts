import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ListQueryDto, ListResponseDto, type ListResult } from '../../common/list-query.dto.js';
import { Public } from '../../common/public.decorator.js';
import { StaffOnly } from '../../common/roles.decorator.js';
import { ConfirmationRecordedDto, ConfirmReceivedDto, StaffDeliveryConfirmationDto } from './confirmations.dto.js';
import { DeliveryConfirmationsService } from './confirmations.service.js';

@ApiTags('delivery-confirmations')
@Controller('delivery-confirmations')
export class DeliveryConfirmationsController {
  constructor(private readonly confirmations: DeliveryConfirmationsService) {}

  /**
   * "I received it" for a number the site cannot follow itself (no live connection to its carrier) and not
   * delivered: records the delivery date, one per number and browser (a second press updates it).
   */
  @Public()
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: ConfirmationRecordedDto })
  confirm(@Body() dto: ConfirmReceivedDto, @Req() request: Request): Promise<ConfirmationRecordedDto> {
    return this.confirmations.confirm(dto, request.ip ?? 'unknown');
  }

  /** Staff review: every confirmation, searchable by number (`filter={"code":"..."}`). */
  @StaffOnly()
  @Get()
  @ApiOkResponse({ type: ListResponseDto(StaffDeliveryConfirmationDto) })
  list(@Query() query: ListQueryDto): Promise<ListResult<StaffDeliveryConfirmationDto>> {
    return this.confirmations.list(query);
  }

  @StaffOnly()
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  async remove(@Param('id') id: string): Promise<void> {
    await this.confirmations.remove(id);
  }
}
