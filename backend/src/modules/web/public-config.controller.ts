import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/public.decorator.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PublicConfigDto } from './public-config.dto.js';

@ApiTags('site')
@Public()
@Controller('public-config')
export class PublicConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOkResponse({ type: PublicConfigDto })
  get(): PublicConfigDto {
    return { adClientId: this.config.adClientId ?? null, adNetworkOrigins: this.config.adNetworkOrigins };
  }
}
