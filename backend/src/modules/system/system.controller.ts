import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '../../common/roles.decorator.js';
import { QueuesOverviewDto } from './system.dto.js';
import { SystemService } from './system.service.js';

@ApiTags('system')
@StaffOnly()
@Controller('system')
export class SystemController {
  constructor(private readonly system: SystemService) {}

  @Get('queues')
  @ApiOkResponse({ type: QueuesOverviewDto })
  queues(): Promise<QueuesOverviewDto> {
    return this.system.queuesOverview();
  }
}
