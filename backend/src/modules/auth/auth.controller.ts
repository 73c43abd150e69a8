import { Body, Controller, Get, Header, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CSRF_HEADER } from '@parcelpilot/contracts';
import { Public } from '../../common/public.decorator.js';
import type { SessionUser } from '../../common/session-user.js';
import { AuthService } from './auth.service.js';
import { LoginDto, mapSession, SessionResponseDto } from './auth.dto.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { SessionService } from './session.service.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
  ) {}

  @Public()
  @UseGuards(LocalAuthGuard)
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponseDto })
  async login(
    @Body() _credentials: LoginDto,
    @Req() request: Request & { user: SessionUser },
    @Res({ passthrough: true }) response: Response,
  ): Promise<SessionResponseDto> {
    const session = await this.sessions.read(request, response);
    const csrfToken = await this.sessions.start(
      session,
      request.user.id,
      await this.auth.sessionVersionOf(request.user.id),
    );
    return mapSession(request.user, csrfToken);
  }

  @Public()
  @Get('session')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: SessionResponseDto })
  async session(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SessionResponseDto> {
    const session = await this.sessions.read(request, response);
    const user = await this.auth.userForSession(session);
    if (user) await this.sessions.slide(session);
    return mapSession(user, session.csrfToken);
  }

  /** Ends this session and every other session of the same user. */
  @Public()
  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponseDto })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SessionResponseDto> {
    const session = await this.sessions.read(request, response);
    const user = await this.auth.userForSession(session);
    if (user && request.get(CSRF_HEADER) === session.csrfToken) await this.auth.endAllSessions(user.id);
    this.sessions.end(session);
    return mapSession(null);
  }
}
