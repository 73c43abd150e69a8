import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ListQueryDto, ListResponseDto, type ListResult } from '../../common/list-query.dto.js';
import { Public } from '../../common/public.decorator.js';
import { AdminOnly } from '../../common/roles.decorator.js';
import { ContactService } from './contact.service.js';
import { ContactAcceptedDto, ContactDto, ContactMessageDto } from './mailing.dto.js';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** Stores the message and queues its e-mail; answers before any mail is sent. */
  @Public()
  @Post('contact')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: ContactAcceptedDto })
  async submit(@Body() dto: ContactDto, @Req() request: Request): Promise<ContactAcceptedDto> {
    await this.contact.submit(dto, request.ip ?? 'unknown');
    return { status: 'queued' };
  }

  /** Admins only: the messages hold visitors' e-mail addresses. */
  @AdminOnly()
  @Get('contact-messages')
  @ApiOkResponse({ type: ListResponseDto(ContactMessageDto) })
  list(@Query() query: ListQueryDto): Promise<ListResult<ContactMessageDto>> {
    return this.contact.list(query);
  }

  @AdminOnly()
  @Get('contact-messages/:id')
  @ApiOkResponse({ type: ContactMessageDto })
  get(@Param('id') id: string): Promise<ContactMessageDto> {
    return this.contact.get(id);
  }
}
