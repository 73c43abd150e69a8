import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '../../common/roles.decorator.js';
import { CurrentUser, type SessionUser } from '../../common/session-user.js';
import { AiAnswerDto, AiQueryDto } from './ai.dto.js';
import { AiService } from './ai.service.js';

@ApiTags('ai')
@StaffOnly()
@Controller('openAI')
export class AiController {
  constructor(private readonly ai: AiService) {}

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: AiAnswerDto })
  ask(@Body() dto: AiQueryDto, @CurrentUser() user: SessionUser): Promise<AiAnswerDto> {
    return this.ai.ask(user.id, dto.query, dto.previous_response_id);
  }
}
