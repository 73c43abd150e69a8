import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ALL_CARRIERS } from '../../database/schema/index.js';
import type { ForecastAccuracyRow, RouteStatsWithAccuracy, StatsPeriod } from './stats.repository.js';

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

/**
 * How often the delivery forecast's windows held for the lane's parcels delivered in the last 90 days (the backtest of
 * the statistics rebuild: each parcel forecast on day 0 and on each day in transit before its delivery day, from the
 * parcels delivered before those 90 days).
 */
export class ForecastAccuracyDto {
  @ApiProperty({ description: 'Delivered parcels of the last 90 days the backtest forecast' }) parcels: number;
  @ApiProperty({ description: 'Forecasts checked: each parcel on each of its evaluation days' }) evaluations: number;
  @ApiProperty({ description: 'Share of the parcels whose 80% window held, 0..1' }) held_80: number;
  @ApiProperty({ description: 'Share of the parcels whose 95% window held, 0..1' }) held_95: number;
  @ApiProperty({ description: 'Some of the parcels are generated demo shipments' }) demo: boolean;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
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
  @ApiProperty({ description: 'Some of the shipments counted are generated demo shipments: say so beside the figures' })
  demo: boolean;
  @ApiProperty({
    type: ForecastAccuracyDto,
    nullable: true,
    description: 'Null when fewer than the minimum sample of the last 90 days could be forecast',
  })
  forecast_accuracy: ForecastAccuracyDto | null;
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

const share = (value: number) => Math.round(value * 1000) / 1000;

function mapAccuracy(row: ForecastAccuracyRow | null, minSample: number): ForecastAccuracyDto | null {
  if (!row || row.parcels < minSample) return null;
  return {
    parcels: row.parcels,
    evaluations: row.evaluations,
    held_80: share(row.held80),
    held_95: share(row.held95),
    demo: row.demo,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function mapRouteStat(row: RouteStatsWithAccuracy, minSample: number): RouteStatDto {
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
    returned_or_failed_share: share(row.returnedOrFailedShare),
    demo: row.demo,
    forecast_accuracy: mapAccuracy(row.accuracy, minSample),
    updated_at: row.updatedAt.toISOString(),
  };
}
