import { Body, Controller, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/public.decorator.js';
import { AdminOnly } from '../../common/roles.decorator.js';
import { FollowSettingsService } from './follow-settings.service.js';
import {
  AddressFollowsDto,
  FollowAcceptedDto,
  FollowConfirmedDto,
  FollowDto,
  FollowFeatureDto,
  FollowRemovedDto,
  FollowTokenDto,
  UnsubscribeBodyDto,
  UnsubscribeQueryDto,
} from './follows.dto.js';
import { FollowsService } from './follows.service.js';

@ApiTags('follows')
@Controller('follows')
export class FollowsController {
  constructor(
    private readonly follows: FollowsService,
    private readonly feature: FollowSettingsService,
  ) {}

  /** "E-mail me when this changes": stores a pending follow and queues the confirmation mail (double opt-in). */
  @Public()
  @Post()
  @HttpCode(202)
  @ApiAcceptedResponse({ type: FollowAcceptedDto })
  async follow(@Body() dto: FollowDto, @Req() request: Request): Promise<FollowAcceptedDto> {
    await this.follows.subscribe(dto, request.ip ?? 'unknown');
    return { status: 'confirmation-sent' };
  }

  @Public()
  @Post('confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: FollowConfirmedDto })
  confirm(@Body() dto: FollowTokenDto): Promise<FollowConfirmedDto> {
    return this.follows.confirm(dto.token);
  }

  /**
   * Ends one follow. The target of the mails' `List-Unsubscribe` header: RFC 8058 one-click POSTs
   * `List-Unsubscribe=One-Click` (form-encoded) with the token in the URL; the unsubscribe page sends it in the body.
   */
  @Public()
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: FollowRemovedDto })
  async unsubscribe(@Query() query: UnsubscribeQueryDto, @Body() body: UnsubscribeBodyDto): Promise<FollowRemovedDto> {
    return { removed: await this.follows.unsubscribe(body?.token ?? query.token ?? '') };
  }

  /** The numbers an address follows (the token of the mails' "stop all" link). */
  @Public()
  @Post('address')
  @HttpCode(200)
  @ApiOkResponse({ type: AddressFollowsDto })
  address(@Body() dto: FollowTokenDto): Promise<AddressFollowsDto> {
    return this.follows.addressFollows(dto.token);
  }

  @Public()
  @Post('address/remove')
  @HttpCode(200)
  @ApiOkResponse({ type: FollowRemovedDto })
  async removeAddress(@Body() dto: FollowTokenDto): Promise<FollowRemovedDto> {
    return { removed: await this.follows.removeAddress(dto.token) };
  }

  /** Whether the form shows (public), and the admins' switch. */
  @Public()
  @Get('feature')
  @ApiOkResponse({ type: FollowFeatureDto })
  async getFeature(): Promise<FollowFeatureDto> {
    return { enabled: await this.feature.enabled() };
  }

  @AdminOnly()
  @Put('feature')
  @ApiOkResponse({ type: FollowFeatureDto })
  async setFeature(@Body() dto: FollowFeatureDto): Promise<FollowFeatureDto> {
    await this.feature.setEnabled(dto.enabled);
    return { enabled: await this.feature.enabled() };
  }
}
