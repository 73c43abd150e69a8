import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ForecastWindowDto {
  @ApiProperty({ enum: [80, 95], description: 'Share of the lane’s parcels, as a percentage' }) percent: number;
  @ApiProperty({ description: 'Whole days since the first event by which that share arrived' }) byDay: number;
  @ApiProperty({ description: 'That day as a date (UTC), YYYY-MM-DD' }) byDate: string;
}

/**
 * When a parcel in transit will arrive, from its lane's delivery times, conditional on the days it has already spent
 * in transit: "not delivered by day 9 → 80% arrive by day 16, 95% by day 23".
 */
export class DeliveryForecastDto {
  @ApiProperty({ description: 'Whole days in transit the forecast is conditional on' }) fromDay: number;
  @ApiProperty({ description: 'Delivered parcels of the lane still in transit on fromDay: what the windows rest on' })
  basedOn: number;
  @ApiProperty({ enum: ['carrier', 'route'], description: 'The carrier on the route, or every carrier on it' })
  lane: 'carrier' | 'route';
  @ApiProperty() originIso: string;
  @ApiProperty() destinationIso: string;
  @ApiPropertyOptional({ description: 'The carrier, when the lane is its own' }) carrier?: string;
  @ApiProperty({ type: [ForecastWindowDto] }) windows: ForecastWindowDto[];
  @ApiProperty({ description: 'Some of the parcels it rests on are generated demo shipments' }) demo: boolean;
}
