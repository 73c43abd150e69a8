import { Controller, Delete, Get, HttpCode } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '../../../common/roles.decorator.js';
import { DemoHistoryService } from './demo-history.service.js';

export class DemoDataDto {
  @ApiProperty({ description: 'Labelled demo shipments stored (the day-one history and the demo tracking numbers)' })
  shipments: number;
}

export class DemoDataRemovedDto {
  @ApiProperty() removedShipments: number;
}

/** The labelled demo data, for staff: how much there is, and its removal in one action. */
@ApiTags('demo-data')
@StaffOnly()
@Controller('demo-data')
export class DemoDataController {
  constructor(private readonly demo: DemoHistoryService) {}

  @Get()
  @ApiOkResponse({ type: DemoDataDto })
  async count(): Promise<DemoDataDto> {
    return { shipments: await this.demo.countDemo() };
  }

  /** Removes every demo shipment and recomputes the statistics; a later start never writes them again. */
  @Delete()
  @HttpCode(200)
  @ApiOkResponse({ type: DemoDataRemovedDto })
  remove(): Promise<DemoDataRemovedDto> {
    return this.demo.removeAll();
  }
}
