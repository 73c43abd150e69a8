import { ApiProperty } from '@nestjs/swagger';
import type { PushReceipt } from './seventeen-track-push.service.js';

/** The answer to one 17TRACK push (17TRACK only reads the status: 200 means received). */
export class PushReceiptDto {
  @ApiProperty({ example: 'TRACKING_UPDATED', description: 'The push event as 17TRACK named it' })
  event: string;
  @ApiProperty({ type: String, nullable: true, example: 'RR123456789CN', description: 'The tracking number pushed' })
  number: string | null;
  @ApiProperty({
    description: 'Whether the push changed what is stored (false for events and numbers this site does not track)',
  })
  applied: boolean;
}

export function mapPushReceipt(receipt: PushReceipt): PushReceiptDto {
  return { event: receipt.event, number: receipt.number, applied: receipt.applied };
}
