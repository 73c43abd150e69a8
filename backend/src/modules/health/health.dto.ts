import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class CarrierAdapterStatusDto {
  @ApiProperty({ example: 'dhl' }) code: string;
  @ApiProperty({ example: 'DHL' }) name: string;
  @ApiProperty() enabled: boolean;
  @ApiPropertyOptional({ description: 'Why the adapter is disabled' }) reason?: string;
}

export class HealthResponseDto {
  @ApiProperty({
    enum: ['ok', 'degraded', 'error'],
    description: 'degraded: serving, but Redis (background jobs) is down',
  })
  status: 'ok' | 'degraded' | 'error';

  @ApiProperty({ enum: ['up', 'down'] })
  db: 'up' | 'down';

  @ApiProperty({ enum: ['up', 'down'] })
  redis: 'up' | 'down';

  @ApiProperty({ example: '0.1.0' })
  version: string;

  @ApiProperty({ enum: ['pglite', 'postgres'] })
  dbDriver: 'pglite' | 'postgres';

  @ApiProperty({ description: 'Whether this process runs the background workers' })
  workers: boolean;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'Last heartbeat job run' })
  lastHeartbeatAt: string | null;

  @ApiProperty({ type: [CarrierAdapterStatusDto], description: 'Carrier APIs; disabled ones lack credentials' })
  carriers: CarrierAdapterStatusDto[];
}

/** What anyone gets in production: up (`ok`, 200) or down (`error`, 503); the detail is for signed-in staff. */
export class PublicHealthResponseDto {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: 'ok' | 'error';
}
