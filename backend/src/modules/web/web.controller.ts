import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ADMIN_REMOTE, PUBLIC_REMOTE } from '@parcelpilot/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Public } from '../../common/public.decorator.js';
import { SkipRateLimit } from '../../common/skip-rate-limit.decorator.js';
import type { RemotesResponseDto } from './remotes.dto.js';

/** The shell reads where its remotes live from here at run time; no remote URL is built into its bundle. */
@ApiExcludeController()
@SkipRateLimit()
@Controller()
export class WebController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get('remotes.json')
  @Header('Cache-Control', 'no-cache')
  remotes(): RemotesResponseDto {
    return {
      remotes: [
        { name: PUBLIC_REMOTE, entry: this.config.remotes.publicApp },
        { name: ADMIN_REMOTE, entry: this.config.remotes.adminApp },
      ],
    };
  }
}
