import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/roles.decorator.js';
import { MailSender } from './mail-sender.js';
import { MailingSettingsService } from './mailing-settings.service.js';
import { MailingSettingsDto, TestMailDto, TestMailResultDto, UpdateMailingSettingsDto } from './mailing.dto.js';
import { MailDeliveryError } from './mail-delivery.error.js';

@ApiTags('mailing settings')
@AdminOnly()
@Controller('mailing-settings')
export class MailingSettingsController {
  constructor(
    private readonly settings: MailingSettingsService,
    private readonly sender: MailSender,
  ) {}

  @Get()
  @ApiOkResponse({ type: MailingSettingsDto })
  get(): Promise<MailingSettingsDto> {
    return this.settings.get();
  }

  @Put()
  @ApiOkResponse({ type: MailingSettingsDto })
  update(@Body() dto: UpdateMailingSettingsDto): Promise<MailingSettingsDto> {
    return this.settings.update(dto);
  }

  /** Sends a test e-mail now, through the stored settings, and says whether the server took it. */
  @Post('test')
  @HttpCode(200)
  @ApiOkResponse({ type: TestMailResultDto })
  async test(@Body() dto: TestMailDto): Promise<TestMailResultDto> {
    try {
      const { to } = await this.sender.send({
        to: dto.to,
        subject: 'ParcelPilot test e-mail',
        text: 'This test e-mail shows that the mailing settings of ParcelPilot work.',
      });
      return { sent: true, to };
    } catch (error) {
      throw MailDeliveryError.from(error);
    }
  }
}
