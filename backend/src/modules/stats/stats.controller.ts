import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/public.decorator.js';
import { KeptAnswer } from '../web/kept-answer.js';
import {
  CountryDto,
  RouteStatDto,
  RouteStatsResponseDto,
  StatsQueryDto,
  TopRoutesQueryDto,
  TransitProgressDto,
  TransitProgressQueryDto,
} from './stats.dto.js';
import { StatsService } from './stats.service.js';

/**
 * The route statistics, the same for every visitor: the reads that figures come from are kept beside the pages
 * (`@KeptAnswer`), so a courier or route page renders from memory. They follow the page cache's rules (emptied on a
 * staff change, none older than 60 s) and their own counter besides: a route refreshed on a delivery or a rebuild drops
 * them on every API process within 2 s (`StatsChanges`). The country list has its own day-long caching header and no
 * store.
 */
@ApiTags('stats')
@Public()
@Controller('stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get('countries')
  @Header('Cache-Control', 'public, max-age=86400')
  @ApiOkResponse({ type: [CountryDto] })
  countries(): CountryDto[] {
    return [...this.stats.countries()];
  }

  @Get('top-routes')
  @KeptAnswer()
  @ApiOkResponse({ type: [RouteStatDto] })
  topRoutes(@Query() query: TopRoutesQueryDto): Promise<RouteStatDto[]> {
    return this.stats.topRoutes(query.limit, query.period);
  }

  @Get('carriers/:carrier/top-routes')
  @KeptAnswer()
  @ApiOkResponse({ type: [RouteStatDto] })
  carrierTopRoutes(@Param('carrier') carrier: string): Promise<RouteStatDto[]> {
    return this.stats.topRoutesOfCarrier(carrier);
  }

  @Get('routes/:originIso/:destIso')
  @KeptAnswer()
  @ApiOkResponse({ type: RouteStatsResponseDto })
  route(
    @Param('originIso') originIso: string,
    @Param('destIso') destIso: string,
    @Query() query: StatsQueryDto,
  ): Promise<RouteStatsResponseDto> {
    return this.stats.route(originIso, destIso, query.period);
  }

  @Get('routes/:originIso/:destIso/:carrier/progress')
  @KeptAnswer()
  @ApiOkResponse({ type: TransitProgressDto })
  progress(
    @Param('originIso') originIso: string,
    @Param('destIso') destIso: string,
    @Param('carrier') carrier: string,
    @Query() query: TransitProgressQueryDto,
  ): Promise<TransitProgressDto> {
    return this.stats.transitProgress(originIso, destIso, carrier, query.day);
  }

  @Get('routes/:originIso/:destIso/:carrier')
  @KeptAnswer()
  @ApiOkResponse({ type: RouteStatDto, description: 'null when the carrier has no finished shipment on the route' })
  carrierRoute(
    @Param('originIso') originIso: string,
    @Param('destIso') destIso: string,
    @Param('carrier') carrier: string,
    @Query() query: StatsQueryDto,
  ): Promise<RouteStatDto | null> {
    return this.stats.carrierRoute(originIso, destIso, carrier, query.period);
  }
}
