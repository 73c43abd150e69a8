import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { IsEmailAddress, isEmailAddress } from '../../common/email-address.validator.js';
import type { ContactMessageRow } from './contact-messages.repository.js';
import { FIELD_REQUIRED } from '../../common/validation-messages.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** docs/product-spec.md §5: an empty e-mail and a malformed one get different messages. */
const ContactEmail = () =>
  ValidateBy({
    name: 'contactEmail',
    validator: {
      validate: isEmailAddress,
      defaultMessage: (args) =>
        typeof args?.value === 'string' && args.value.trim() !== ''
          ? 'Not valid format'
          : 'We need your email to respond',
    },
  });

export class ContactDto {
  @ApiProperty({ maxLength: 200 })
  @Transform(trim)
  @IsString({ message: 'Subject cannot be empty' })
  @IsNotEmpty({ message: 'Subject cannot be empty' })
  @MaxLength(200)
  subject: string;

  @ApiProperty({ maxLength: 5000 })
  @Transform(trim)
  @IsString({ message: 'Message cannot be empty' })
  @IsNotEmpty({ message: 'Message cannot be empty' })
  @MaxLength(5000)
  message: string;

  @ApiProperty({ example: 'you@example.com' })
  @Transform(trim)
  @MaxLength(320)
  @ContactEmail()
  userEmail: string;

  @ApiPropertyOptional({ description: 'Leave empty. A field people do not see, which bots fill in.' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string;
}

export class ContactAcceptedDto {
  @ApiProperty({ enum: ['queued'] }) status: 'queued';
}

export class ContactMessageDto {
  @ApiProperty() _id: string;
  @ApiProperty() subject: string;
  @ApiProperty() message: string;
  @ApiProperty() userEmail: string;
  @ApiProperty({ enum: ['queued', 'sent', 'failed'] }) status: 'queued' | 'sent' | 'failed';
  @ApiProperty() attempts: number;
  @ApiProperty({ type: String, nullable: true }) lastError: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) sentAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class MailingSettingsDto {
  @ApiProperty({ description: 'The mailbox that sends and receives the site mail', example: 'hello@example.com' })
  email: string;
  @ApiProperty({ example: 'smtp.example.com' }) email_server: string;
  @ApiProperty({ example: 587 }) port: number;
  @ApiProperty({ description: 'Whether a password is stored; the password itself is never returned' })
  email_password_set: boolean;
}

export class UpdateMailingSettingsDto {
  @ApiProperty()
  @Transform(trim)
  @IsEmailAddress({ message: 'Not valid format' })
  email: string;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: FIELD_REQUIRED })
  @MaxLength(253)
  email_server: string;

  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: 'Port must be a whole number' })
  @Min(1)
  @Max(65535)
  port: number;

  @ApiPropertyOptional({ description: 'Only sent to change it; an absent password keeps the stored one' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  email_password?: string;
}

export class TestMailDto {
  @ApiPropertyOptional({ description: 'Recipient; defaults to the mailing e-mail' })
  @IsOptional()
  @IsEmailAddress({ message: 'Not valid format' })
  to?: string;
}

export class TestMailResultDto {
  @ApiProperty() sent: boolean;
  @ApiProperty() to: string;
}

export function mapContactMessage(row: ContactMessageRow): ContactMessageDto {
  return {
    _id: row.id,
    subject: row.subject,
    message: row.message,
    userEmail: row.userEmail,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
