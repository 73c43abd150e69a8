import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsLocaleMap, localeMapSchema } from '../../common/locale-map.validator.js';
import { IsSafeLink } from '../../common/safe-link.js';
import type { ShopTranslation } from '../../database/schema/index.js';
import type { ShopRow } from './shops.repository.js';
import { NAME_REQUIRED } from '../../common/validation-messages.js';
import { DerivedMachineName, RequiredName } from '../../common/dto-fields.js';
import { IsRichText } from '../../common/rich-text.js';

export { NAME_REQUIRED };
export const SYSTEM_NAME_REQUIRED = 'system_name cannot be empty';
export const SYSTEM_NAME_TAKEN = 'This system_name is already used';

export class ShopTranslationDto implements ShopTranslation {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(300) title?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(5000) short_content?: string;
  @ApiPropertyOptional({ description: 'Rich text, sanitised on save' })
  @IsOptional()
  @IsString()
  @MaxLength(500_000)
  @IsRichText()
  content?: string;
}

export class ShopResponseDto {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: 'aliexpress' }) system_name: string;
  @ApiProperty({ type: String, nullable: true }) logo: string | null;
  @ApiProperty({ type: String, nullable: true }) homepage: string | null;
  @ApiProperty({ example: 'marketplace' }) type: string;
  @ApiProperty() published: boolean;
  @ApiProperty(localeMapSchema(ShopTranslationDto)) translations: Record<string, ShopTranslationDto>;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class CreateShopDto {
  @RequiredName()
  name: string;

  @DerivedMachineName()
  system_name?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsSafeLink()
  @MaxLength(2000)
  logo?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsSafeLink()
  @MaxLength(2000)
  homepage?: string | null;

  @ApiPropertyOptional({ example: 'marketplace' }) @IsOptional() @IsString() @MaxLength(100) type?: string;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() published?: boolean;

  @ApiPropertyOptional(localeMapSchema(ShopTranslationDto))
  @IsOptional()
  @IsLocaleMap(ShopTranslationDto)
  translations?: Record<string, ShopTranslationDto>;
}

export class UpdateShopDto extends PartialType(CreateShopDto) {}

export function mapShop(row: ShopRow): ShopResponseDto {
  return {
    _id: row.id,
    name: row.name,
    system_name: row.systemName,
    logo: row.logo,
    homepage: row.homepage,
    type: row.type,
    published: row.published,
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
