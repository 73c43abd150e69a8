import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ALL_CARRIERS } from '../../database/schema/index.js';
import type { RouteStatsRow, StatsPeriod } from './stats.repository.js';

export const STATS_PERIODS = ['all', '90d'] as const;

export class StatsQueryDto {
  @ApiPropertyOptional({ enum: STATS_PERIODS, default: 'all' })
  @IsOptional()
  @IsIn(STATS_PERIODS, { message: 'period must be all or 90d' })
  period?: StatsPeriod;
}

export class TopRoutesQueryDto extends StatsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
}

export class TransitProgressQueryDto {
  @ApiProperty({ description: 'Days the shipment has been in transit', minimum: 0, maximum: 365 })
  @Type(() => Number)
  @IsInt({ message: 'day must be a whole number' })
  @Min(0)
  @Max(365)
  day: number;
}

export class CountryDto {
  @ApiProperty({ example: 'China' }) name: string;
  @ApiProperty({ example: 'CN' }) iso: string;
  @ApiProperty({ example: '156', description: 'ISO 3166-1 numeric' }) code: string;
}

export class RouteIdDto {
  @ApiProperty({ example: 'CN' }) originIso: string;
  @ApiProperty({ example: 'US' }) destinationIso: string;
  @ApiPropertyOptional({ example: 'china-post', description: 'Absent for all carriers together' })
  carrier?: string;
}

/** The spec's carrier shipping stat per route, plus percentiles. Times are in days. */
export class RouteStatDto {
  @ApiProperty({ type: RouteIdDto }) _id: RouteIdDto;
  @ApiProperty({ description: 'Finished shipments: delivered, returned or failed' }) sample_size: number;
  @ApiProperty() delivered_shipments: number;
  @ApiProperty({ description: 'False below the minimum sample size: the figures are then null' })
  enough_data: boolean;
  @ApiProperty({ type: Number, nullable: true }) avg_delivery_time: number | null;
  @ApiProperty({ type: Number, nullable: true }) median: number | null;
  @ApiProperty({ type: Number, nullable: true }) p75: number | null;
  @ApiProperty({ type: Number, nullable: true }) p90: number | null;
  @ApiProperty({ type: Number, nullable: true }) p95: number | null;
  @ApiProperty({ name: '0-7' }) '0-7': number;
  @ApiProperty({ name: '8-15' }) '8-15': number;
  @ApiProperty({ name: '16-22' }) '16-22': number;
  @ApiProperty({ name: '23-30' }) '23-30': number;
  @ApiProperty({ name: '31-60' }) '31-60': number;
  @ApiProperty({ name: 'over_60' }) over_60: number;
  @ApiProperty({ description: 'Share of finished shipments returned or failed, 0..1' })
  returned_or_failed_share: number;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class RouteStatsResponseDto {
  @ApiProperty({ type: CountryDto }) origin: CountryDto;
  @ApiProperty({ type: CountryDto }) destination: CountryDto;
  @ApiProperty({ enum: STATS_PERIODS }) period: StatsPeriod;
  @ApiProperty() min_sample_size: number;
  @ApiProperty({ type: RouteStatDto, nullable: true, description: 'All carriers together' })
  overall: RouteStatDto | null;
  @ApiProperty({ type: [RouteStatDto] }) carriers: RouteStatDto[];
}

export class TransitProgressDto {
  @ApiProperty() day: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Share delivered within `day` days, 0..1' })
  share: number | null;
  @ApiProperty() delivered_shipments: number;
  @ApiProperty() enough_data: boolean;
}

const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export function mapRouteStat(row: RouteStatsRow, minSample: number): RouteStatDto {
  const enough = row.sampleSize >= minSample;
  const figure = (value: number | null) => (enough ? round(value) : null);
  return {
    _id: {
      originIso: row.originIso,
      destinationIso: row.destinationIso,
      ...(row.carrierCode === ALL_CARRIERS ? {} : { carrier: row.carrierCode }),
    },
    sample_size: row.sampleSize,
    delivered_shipments: row.deliveredShipments,
    enough_data: enough,
    avg_delivery_time: figure(row.avgDeliveryTime),
    median: figure(row.medianDeliveryTime),
    p75: figure(row.p75DeliveryTime),
    p90: figure(row.p90DeliveryTime),
    p95: figure(row.p95DeliveryTime),
    '0-7': row.days0to7,
    '8-15': row.days8to15,
    '16-22': row.days16to22,
    '23-30': row.days23to30,
    '31-60': row.days31to60,
    over_60: row.daysOver60,
    returned_or_failed_share: Math.round(row.returnedOrFailedShare * 1000) / 1000,
    updated_at: row.updatedAt.toISOString(),
  };
}
