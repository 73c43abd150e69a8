import { Body, Controller, Get, Put, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { StaffOnly } from '../../common/roles.decorator.js';
import { CurrentUser, type SessionUser } from '../../common/session-user.js';
import { SessionService } from '../auth/session.service.js';
import { ProfileResponseDto, UpdateProfileDto } from './users.dto.js';
import { UsersService } from './users.service.js';

/** The signed-in user's own account. */
@ApiTags('profile')
@StaffOnly()
@Controller('profile')
export class ProfileController {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionService,
  ) {}

  @Get()
  @ApiOkResponse({ type: ProfileResponseDto })
  get(@CurrentUser() user: SessionUser): Promise<ProfileResponseDto> {
    return this.users.profile(user.id);
  }

  /** A password change ends every other session; this one is renewed so the user stays signed in here. */
  @Put()
  @ApiOkResponse({ type: ProfileResponseDto })
  async update(
    @CurrentUser() user: SessionUser,
    @Body() dto: UpdateProfileDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ProfileResponseDto> {
    const { profile, sessionVersion } = await this.users.updateProfile(user.id, dto, request.ip);
    if (sessionVersion !== undefined) {
      const session = await this.sessions.read(request, response);
      session.sessionVersion = sessionVersion;
      await session.save();
    }
    return profile;
  }
}
