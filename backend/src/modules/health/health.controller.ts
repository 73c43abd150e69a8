import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/public.decorator.js';
import { SkipRateLimit } from '../../common/skip-rate-limit.decorator.js';
import { HealthResponseDto } from './health.dto.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@SkipRateLimit()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: HealthResponseDto })
  @ApiServiceUnavailableResponse({ type: HealthResponseDto, description: 'The database is down' })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthResponseDto> {
    const result = await this.health.check();
    response.status(result.db === 'up' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    response.setHeader('Cache-Control', 'no-store');
    return result;
  }
}
