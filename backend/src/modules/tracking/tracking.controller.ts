import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/public.decorator.js';
import { RateLimitCost } from '../../common/rate-limit-cost.decorator.js';
import { listFormats } from './detection/detection.engine.js';
import {
  BatchLookupDto,
  BatchLookupResponseDto,
  batchSize,
  CarrierFormatDto,
  DetectionResponseDto,
  DetectQueryDto,
  TrackingResultDto,
} from './tracking.dto.js';
import { TrackingService } from './tracking.service.js';

@ApiTags('tracking')
@Public()
@Controller('tracking')
export class TrackingController {
  constructor(private readonly tracking: TrackingService) {}

  /** Instant carrier hint from the number's format; no carrier is called. */
  @Get('detect')
  @ApiOkResponse({ type: DetectionResponseDto })
  detect(@Query() query: DetectQueryDto): Promise<DetectionResponseDto> {
    return this.tracking.detectWithLinks(query.number);
  }

  @Get('formats')
  @ApiOkResponse({
    type: [CarrierFormatDto],
    description:
      'Every tracking-number format the detection knows, with examples. Patterns and check-digit rules are carried ' +
      "over from the carriers' documentation and jkeen/tracking_number_data (MIT licence).",
  })
  formats(): CarrierFormatDto[] {
    return listFormats().map((format) => ({
      id: format.id,
      carrier: format.carrier,
      carrierName: format.carrierName,
      name: format.name,
      description: format.description,
      lengths: [...format.lengths],
      checkDigit: format.checkDigit?.description ?? null,
      confidence: format.confidence,
      examples: [...format.examples],
    }));
  }

  @Post('batch')
  @HttpCode(200)
  @RateLimitCost(batchSize)
  @ApiOkResponse({ type: BatchLookupResponseDto })
  async batch(@Body() body: BatchLookupDto): Promise<BatchLookupResponseDto> {
    return { results: await this.tracking.lookupMany(body.codes) };
  }

  @Get(':code')
  @ApiOkResponse({ type: TrackingResultDto })
  lookup(@Param('code') code: string): Promise<TrackingResultDto> {
    return this.tracking.lookup(code);
  }
}
