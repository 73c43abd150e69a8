import { Controller, Get, HttpStatus, Inject, Req, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/public.decorator.js';
import type { RequestWithUser } from '../../common/session-user.js';
import { SkipRateLimit } from '../../common/skip-rate-limit.decorator.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AccessGuard } from '../auth/access.guard.js';
import { HealthResponseDto, PublicHealthResponseDto } from './health.dto.js';
import { HealthService } from './health.service.js';

const EITHER = {
  oneOf: [{ $ref: getSchemaPath(HealthResponseDto) }, { $ref: getSchemaPath(PublicHealthResponseDto) }],
};

@ApiTags('health')
@SkipRateLimit()
@ApiExtraModels(HealthResponseDto, PublicHealthResponseDto)
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly access: AccessGuard,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The detail (dependencies, version, workers, carriers) outside production, and in production for staff only. */
  @Public()
  @Get()
  @ApiOkResponse({ schema: EITHER, description: 'The detail for staff (and outside production), else only the status' })
  @ApiServiceUnavailableResponse({ schema: EITHER, description: 'The database is down' })
  async check(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<HealthResponseDto | PublicHealthResponseDto> {
    const result = await this.health.check();
    response.status(result.db === 'up' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    response.setHeader('Cache-Control', 'no-store');
    if (!this.config.isProduction || (await this.isStaff(request, response))) return result;
    return { status: result.db === 'up' ? 'ok' : 'error' };
  }

  /** Whether a staff session asks; without the database no session can be checked, and nobody counts as staff. */
  private isStaff(request: Request, response: Response): Promise<boolean> {
    return this.access.authorize(request as RequestWithUser, response).then(
      () => true,
      () => false,
    );
  }
}
