import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '../../common/roles.decorator.js';
import { CurrentUser, type SessionUser } from '../../common/session-user.js';
import { AiAnswerDto, AiQueryDto, CarrierAssistantDto } from './ai.dto.js';
import { AiService } from './ai.service.js';
import { CarrierAssistantService } from './carrier-assistant.service.js';

@ApiTags('ai')
@StaffOnly()
@Controller()
export class AiController {
  constructor(
    private readonly ai: AiService,
    private readonly carrierAssistant: CarrierAssistantService,
  ) {}

  @Post('openAI')
  @HttpCode(200)
  @ApiOkResponse({ type: AiAnswerDto })
  ask(@Body() dto: AiQueryDto, @CurrentUser() user: SessionUser): Promise<AiAnswerDto> {
    return this.ai.ask(user.id, dto.query, dto.previous_response_id);
  }

  /** Content work on a carrier: continues the carrier's own conversation; `translate` builds the prompt. */
  @Post('carriers/:id/assistant')
  @HttpCode(200)
  @ApiOkResponse({ type: AiAnswerDto })
  askAboutCarrier(
    @Param('id') id: string,
    @Body() dto: CarrierAssistantDto,
    @CurrentUser() user: SessionUser,
  ): Promise<AiAnswerDto> {
    return this.carrierAssistant.ask(id, dto, user);
  }
}
