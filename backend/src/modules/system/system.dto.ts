import { ApiProperty } from '@nestjs/swagger';

export class QueueCountsDto {
  @ApiProperty({ example: 'tracking-refresh' }) name: string;
  @ApiProperty() waiting: number;
  @ApiProperty() active: number;
  @ApiProperty() delayed: number;
  @ApiProperty() failed: number;
  @ApiProperty() completed: number;
  @ApiProperty() paused: boolean;
}

export class QueuesOverviewDto {
  @ApiProperty({ enum: ['up', 'down'] }) redis: 'up' | 'down';
  @ApiProperty({ type: [QueueCountsDto], description: 'Empty while Redis is down' }) queues: QueueCountsDto[];
}
