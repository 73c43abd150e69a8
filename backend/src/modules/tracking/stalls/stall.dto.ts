import { ApiProperty } from '@nestjs/swagger';

/** "No scan for 9 days; on this route 90% of parcels move within 6", with where to ask. */
export class StallDto {
  @ApiProperty({ description: 'Whole days since the last event', example: 9 })
  silentDays: number;
  @ApiProperty({
    description: "The lane's 90th percentile of the gaps between events, rounded up to whole days",
    example: 6,
  })
  laneDays: number;
  @ApiProperty({ format: 'date-time' })
  lastEventAt: string;
  @ApiProperty({ type: String, nullable: true, example: 'ups', description: 'The carrier to ask' })
  carrierCode: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'UPS' })
  carrierName: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uri',
    description: "The carrier's own tracking page for the number; null when the directory has no link for it",
  })
  carrierUrl: string | null;
}
