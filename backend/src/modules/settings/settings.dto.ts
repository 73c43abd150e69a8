import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { trimString } from '../../common/transforms.js';
import type { SettingRow } from './settings.repository.js';
import { NAME_REQUIRED } from '../../common/validation-messages.js';

export { NAME_REQUIRED };
export const NAME_TAKEN = 'This name is already used';
/** What a stored secret reads as; sending it back unchanged keeps the secret. */
export const SECRET_MASK = '********';
/** Parameters whose values are never sent back (the mailing password). */
export const SECRET_KEY = /password|secret|token|api_?key/i;

const PARAM_SCHEMA = {
  type: 'object' as const,
  additionalProperties: true,
  description:
    "The setting's parameters, e.g. mailing: {email, email_server, port, email_password}. Values of keys that " +
    `name a password or secret are answered as "${SECRET_MASK}"; sending that back keeps the stored value.`,
};

export class SettingResponseDto {
  @ApiProperty() _id: string;
  @ApiProperty({ example: 'mailing' }) name: string;
  @ApiProperty(PARAM_SCHEMA) param: Record<string, unknown>;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class CreateSettingDto {
  @ApiProperty({ example: 'mailing' })
  @Transform(trimString)
  @IsString({ message: NAME_REQUIRED })
  @IsNotEmpty({ message: NAME_REQUIRED })
  @MaxLength(100)
  name: string;

  @ApiPropertyOptional(PARAM_SCHEMA)
  @IsOptional()
  @IsObject()
  param?: Record<string, unknown>;
}

export class UpdateSettingDto extends PartialType(CreateSettingDto) {}

export function mapSetting(row: SettingRow): SettingResponseDto {
  const param = Object.fromEntries(
    Object.entries(row.param).map(([key, value]) => [key, SECRET_KEY.test(key) && value ? SECRET_MASK : value]),
  );
  return {
    _id: row.id,
    name: row.name,
    param,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
