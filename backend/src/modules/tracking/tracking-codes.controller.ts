import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ListQueryDto, ListResponseDto, type ListResult } from '../../common/list-query.dto.js';
import { StaffOnly } from '../../common/roles.decorator.js';
import {
  mapStaffEvent,
  mapStaffTrackingCode,
  ShipmentsSummaryDto,
  StaffTrackingCodeDto,
  StaffTrackingEventDto,
} from './tracking.dto.js';
import { TrackingService } from './tracking.service.js';

/** Read-only staff views of saved tracking codes and their events. */
@ApiTags('tracking (staff)')
@StaffOnly()
@Controller()
export class TrackingCodesController {
  constructor(private readonly tracking: TrackingService) {}

  @Get('tracking-codes')
  @ApiOkResponse({ type: ListResponseDto(StaffTrackingCodeDto) })
  async list(@Query() query: ListQueryDto): Promise<ListResult<StaffTrackingCodeDto>> {
    const { records, total } = await this.tracking.listCodes(query);
    const follows = await this.tracking.followCounts(records.map((row) => row.id));
    return { records: records.map((row) => mapStaffTrackingCode(row, follows.get(row.id))), total };
  }

  @Get('tracking-codes/:id')
  @ApiOkResponse({ type: StaffTrackingCodeDto })
  async get(@Param('id') id: string): Promise<StaffTrackingCodeDto> {
    const { row, events } = await this.tracking.getCode(id);
    const follows = await this.tracking.followCounts([row.id]);
    return mapStaffTrackingCode(row, follows.get(row.id), events);
  }

  @Get('stats/shipments-summary')
  @ApiOkResponse({ type: ShipmentsSummaryDto })
  summary(): Promise<ShipmentsSummaryDto> {
    return this.tracking.summary();
  }

  @Get('tracking-events')
  @ApiOkResponse({ type: ListResponseDto(StaffTrackingEventDto) })
  async events(@Query() query: ListQueryDto): Promise<ListResult<StaffTrackingEventDto>> {
    const { records, total } = await this.tracking.listEvents(query);
    return { records: records.map(mapStaffEvent), total };
  }
}
