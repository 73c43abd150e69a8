import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../common/public.decorator.js';
import { SkipRateLimit } from '../../../common/skip-rate-limit.decorator.js';
import { SeventeenTrackPushService } from './seventeen-track-push.service.js';
import { mapPushReceipt, PushReceiptDto } from './seventeen-track-webhook.dto.js';

/** Where 17TRACK's webhook is pointed (`https://<site>/api/webhooks/17track`). */
export const SEVENTEEN_TRACK_WEBHOOK_PATH = '/api/webhooks/17track';

/**
 * 17TRACK's webhook. Open to anyone and not under the visitors' rate limit (17TRACK sends bursts from few
 * addresses), but its body is size-capped before it is read (app.setup.ts) and nothing happens unless the body is
 * signed with this installation's 17TRACK key.
 */
@ApiTags('webhooks')
@Public()
@SkipRateLimit()
@Controller('webhooks')
export class SeventeenTrackWebhookController {
  constructor(private readonly pushes: SeventeenTrackPushService) {}

  @Post('17track')
  @HttpCode(200)
  @ApiOperation({
    summary: '17TRACK push (webhook)',
    description:
      '17TRACK API v2.2 pushes TRACKING_UPDATED and TRACKING_STOPPED for every number this site registered. The ' +
      'body is `{ "event", "data": { "number", "carrier", "track_info" } }`; the `sign` header must be the SHA-256 ' +
      '(hex) of the raw body followed by "/" and the 17TRACK key (SEVENTEENTRACK_API_KEY). A body already received ' +
      'and an update older than one received are refused like a bad signature.',
  })
  @ApiHeader({ name: 'sign', required: true, description: 'sha256_hex(raw body + "/" + 17TRACK key)' })
  @ApiBody({
    description: 'The push exactly as 17TRACK sends it (read raw: the signature covers the bytes)',
    schema: {
      type: 'object',
      required: ['event', 'data'],
      properties: {
        event: { type: 'string', example: 'TRACKING_UPDATED' },
        data: {
          type: 'object',
          required: ['number'],
          properties: {
            number: { type: 'string', example: 'RR123456789CN' },
            carrier: { type: 'integer', example: 3011 },
            track_info: { type: 'object', description: 'As in the gettrackinfo answer' },
          },
        },
      },
    },
  })
  @ApiOkResponse({ type: PushReceiptDto })
  @ApiBadRequestResponse({ description: 'A signed body that is not a 17TRACK push' })
  @ApiUnauthorizedResponse({ description: 'Missing or wrong signature, a body received before, or an older update' })
  @ApiPayloadTooLargeResponse({ description: 'A body over the webhook size limit' })
  async receive(@Req() request: Request, @Headers('sign') sign: string | undefined): Promise<PushReceiptDto> {
    return mapPushReceipt(await this.pushes.receive(request.body, sign));
  }
}
