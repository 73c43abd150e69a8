import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import type { DeliveryConfirmationRow } from './confirmations.repository.js';

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const BROWSER_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** "I received it" from a result page. */
export class ConfirmReceivedDto {
  @ApiProperty({ description: 'The tracking number as on the result page', example: 'RR123456785CN' })
  @IsString({ message: 'Enter a tracking number' })
  @MaxLength(100, { message: 'Enter a tracking number' })
  number: string;

  @ApiProperty({ description: 'The day the parcel arrived (YYYY-MM-DD)', example: '2026-11-20' })
  @Matches(ISO_DATE, { message: 'deliveredOn must be a date such as 2026-11-20' })
  deliveredOn: string;

  @ApiProperty({
    description:
      'A random token the browser keeps (16–128 letters, digits, _ or -): one confirmation per number and browser, ' +
      'a second one from the same browser updates the first. Only a keyed hash of it is stored.',
    example: 'k3J9x0aQ2mZ8pL5vW1nB',
  })
  @Matches(BROWSER_TOKEN, { message: 'browserToken must be 16 to 128 letters, digits, _ or -' })
  browserToken: string;
}

export class ConfirmationRecordedDto {
  @ApiProperty({ example: 'RR123456785CN' }) number: string;
  @ApiProperty({ example: '2026-11-20' }) deliveredOn: string;
  @ApiProperty({ description: "true when this browser's earlier confirmation was updated rather than a new one added" })
  updated: boolean;
}

/** The back-office's view of a confirmation: the number and the date, nothing about the visitor. */
export class StaffDeliveryConfirmationDto {
  @ApiProperty() _id: string;
  @ApiProperty() code: string;
  @ApiProperty({ description: 'YYYY-MM-DD' }) deliveredOn: string;
  @ApiProperty({ description: 'Confirmations of the same number from all browsers' }) confirmationsOfNumber: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class DeliveryConfirmationRemovedDto {
  @ApiProperty() deleted: boolean;
}

export function mapStaffConfirmation(
  row: DeliveryConfirmationRow & { confirmationsOfNumber: number },
): StaffDeliveryConfirmationDto {
  return {
    _id: row.id,
    code: row.code,
    deliveredOn: row.deliveredOn,
    confirmationsOfNumber: row.confirmationsOfNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
