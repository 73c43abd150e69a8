import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsEmailAddress } from '../../common/email-address.validator.js';
import { IsLocaleMap, localeMapSchema } from '../../common/locale-map.validator.js';
import { IsSafeLink } from '../../common/safe-link.js';
import { trimString } from '../../common/transforms.js';
import type { CarrierServiceContent, CarrierTranslation } from '../../database/schema/index.js';
import { CARRIER_TYPES, type CarrierType } from './carrier-types.js';
import type { CarrierRow, CarrierServiceRow } from './carriers.repository.js';
import { IsTrackingUrlTemplate, MAX_TRACKING_URL_TEMPLATE_LENGTH } from './tracking-url-template.js';
import { NAME_REQUIRED } from '../../common/validation-messages.js';
import { RequiredName } from '../../common/dto-fields.js';
import { IsRichText } from '../../common/rich-text.js';

export { NAME_REQUIRED };
export const TITLE_NEEDS_TRACKING = 'Title must include the word Tracking';
export const CODE_FORMAT = 'code must be lowercase letters, digits and single hyphens, like china-post';
export const CODE_TAKEN = 'This code is already used';
export const CLEAR_URL_TAKEN = 'This clear_url is already used';
export const CLEAR_URL_REQUIRED = 'clear_url cannot be empty';
export const THUMBNAIL_SIZES = [64, 128, 256] as const;

/** The limit of a FAQ answer and of a service's short contents (rich text). */
export const SHORT_RICH_TEXT_MAX_LENGTH = 100_000;

const CODE_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ISO2 = /^[A-Z]{2}$/;

// ----- nested parts -----

export class CarrierMetaDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000) description?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000) keywords?: string;
}

export class CarrierTranslationDto implements CarrierTranslation {
  @ApiPropertyOptional({
    description: "Must include the language's word for Tracking (en Tracking, de Sendungsverfolgung...)",
  })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  title?: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(5000) short_content?: string;

  @ApiPropertyOptional({ type: CarrierMetaDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => CarrierMetaDto)
  meta?: CarrierMetaDto;

  @ApiPropertyOptional({ description: 'Rich text, sanitised on save' })
  @IsOptional()
  @IsString()
  @MaxLength(500_000)
  @IsRichText()
  content?: string;
}

export class CarrierLogoDto {
  @ApiProperty({ description: 'The uploaded original (a file URL)' })
  @IsSafeLink()
  @MaxLength(2000)
  origin: string;

  @ApiProperty({ description: 'The image shown on pages (a file URL)' })
  @IsSafeLink()
  @MaxLength(2000)
  path: string;
}

export class CarrierLogoMetaDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(300) alt?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(300) title?: string;
}

export class CarrierServiceListItemDto {
  @RequiredName(300)
  name: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(5000) description?: string;
}

export class CarrierContentPartDto {
  @ApiProperty() @IsString() @MaxLength(300) title: string;

  @ApiProperty({ description: 'Rich text, sanitised on save' })
  @IsString()
  @MaxLength(500_000)
  @IsRichText()
  content: string;
}

export class CarrierFaqItemDto {
  @ApiProperty()
  @Transform(trimString)
  @IsString()
  @IsNotEmpty({ message: 'Question cannot be empty' })
  @MaxLength(500)
  question: string;

  @ApiProperty({ description: 'Rich text, sanitised on save' })
  @IsString()
  @MaxLength(SHORT_RICH_TEXT_MAX_LENGTH)
  @IsRichText(SHORT_RICH_TEXT_MAX_LENGTH)
  answer: string;
}

export class CarrierOpenAiDto {
  @ApiProperty({ type: String, nullable: true, description: 'Continues the AI assistant conversation' })
  @ValidateIf((_object, value) => value !== null)
  @IsString()
  @MaxLength(200)
  previous_response_id: string | null;
}

// ----- carriers -----

export class CarrierResponseDto {
  @ApiProperty() _id: string;
  @ApiProperty({ example: 'china-post' }) code: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: CARRIER_TYPES }) type: CarrierType;
  @ApiProperty({ type: String, nullable: true, example: 'CN', description: 'ISO 3166-1 alpha-2; null for global' })
  countryIso: string | null;
  @ApiProperty({ type: [String], description: 'S10 country codes a national post issues' }) s10CountryCodes: string[];
  @ApiProperty({ type: CarrierLogoDto, nullable: true }) logo: CarrierLogoDto | null;
  @ApiProperty({ type: CarrierLogoMetaDto, nullable: true }) logo_meta: CarrierLogoMetaDto | null;
  @ApiProperty({ type: String, nullable: true }) picture: string | null;
  @ApiProperty({ type: String, nullable: true }) prev_description: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) homepage: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Tracking page URL template with {number}' })
  url: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://www.ups.com/track?tracknum={number}',
    description: "The carrier's public tracking page, with {number} where the tracking number goes (lookup links)",
  })
  tracking_url_template: string | null;
  @ApiProperty() highlighted: boolean;
  @ApiProperty({ description: 'Tracked through a direct carrier API' }) APIconnected: boolean;
  @ApiProperty() fba_programm: boolean;
  @ApiProperty() international_service: boolean;
  @ApiProperty() hideDefaultContent: boolean;
  @ApiProperty() published: boolean;
  @ApiProperty(localeMapSchema(CarrierTranslationDto)) translations: Record<string, CarrierTranslationDto>;
  @ApiProperty({ type: [CarrierServiceListItemDto] }) serviceList: CarrierServiceListItemDto[];
  @ApiProperty({ type: [CarrierContentPartDto] }) contentParts: CarrierContentPartDto[];
  @ApiProperty({ type: [CarrierFaqItemDto] }) faqModuleArray: CarrierFaqItemDto[];
  @ApiProperty({ type: CarrierOpenAiDto }) openai: CarrierOpenAiDto;
  @ApiProperty({ example: '/api/carriers/getThumbnail/china-post' }) thumbnail: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class CreateCarrierDto {
  @ApiProperty({ example: 'china-post' })
  @Transform(trimString)
  @Matches(CODE_PATTERN, { message: CODE_FORMAT })
  @MaxLength(100)
  code: string;

  @RequiredName()
  name: string;

  @ApiPropertyOptional({ enum: CARRIER_TYPES })
  @IsOptional()
  @IsIn(CARRIER_TYPES, { message: `type must be one of: ${CARRIER_TYPES.join(', ')}` })
  type?: CarrierType;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'CN' })
  @IsOptional()
  @Matches(ISO2, { message: 'countryIso must be an ISO 3166-1 alpha-2 code such as US' })
  countryIso?: string | null;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @Matches(ISO2, { each: true, message: 's10CountryCodes must list ISO 3166-1 alpha-2 codes' })
  s10CountryCodes?: string[];

  @ApiPropertyOptional({ type: CarrierLogoDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => CarrierLogoDto)
  logo?: CarrierLogoDto | null;

  @ApiPropertyOptional({ type: CarrierLogoMetaDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => CarrierLogoMetaDto)
  logo_meta?: CarrierLogoMetaDto | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsSafeLink()
  @MaxLength(2000)
  picture?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  prev_description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @ValidateIf((_object, value) => value !== '')
  @IsEmailAddress({ message: 'Not valid format' })
  @MaxLength(320)
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsSafeLink()
  @MaxLength(2000)
  homepage?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Tracking page URL template with {number}' })
  @IsOptional()
  @IsSafeLink()
  @MaxLength(2000)
  url?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: MAX_TRACKING_URL_TEMPLATE_LENGTH,
    example: 'https://www.ups.com/track?tracknum={number}',
    description:
      'An https address with {number} after the host, where the tracking number goes; empty or null for none',
  })
  @IsOptional()
  @IsTrackingUrlTemplate()
  tracking_url_template?: string | null;

  @ApiPropertyOptional() @IsOptional() @IsBoolean() highlighted?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() APIconnected?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() fba_programm?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() international_service?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() hideDefaultContent?: boolean;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() published?: boolean;

  @ApiPropertyOptional(localeMapSchema(CarrierTranslationDto))
  @IsOptional()
  @IsLocaleMap(CarrierTranslationDto)
  translations?: Record<string, CarrierTranslationDto>;

  @ApiPropertyOptional({ type: [CarrierServiceListItemDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => CarrierServiceListItemDto)
  serviceList?: CarrierServiceListItemDto[];

  @ApiPropertyOptional({ type: [CarrierContentPartDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => CarrierContentPartDto)
  contentParts?: CarrierContentPartDto[];

  @ApiPropertyOptional({ type: [CarrierFaqItemDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => CarrierFaqItemDto)
  faqModuleArray?: CarrierFaqItemDto[];

  @ApiPropertyOptional({ type: CarrierOpenAiDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => CarrierOpenAiDto)
  openai?: CarrierOpenAiDto;
}

export class UpdateCarrierDto extends PartialType(CreateCarrierDto) {}

export class ThumbnailQueryDto {
  @ApiPropertyOptional({ enum: THUMBNAIL_SIZES, default: 128, description: 'Width and height in pixels' })
  @IsOptional()
  @Type(() => Number)
  @IsIn(THUMBNAIL_SIZES, { message: `size must be one of: ${THUMBNAIL_SIZES.join(', ')}` })
  size?: (typeof THUMBNAIL_SIZES)[number];
}

// ----- carrier services -----

export class CargoTypesDto {
  @ApiProperty() @IsBoolean() general: boolean;
  @ApiProperty() @IsBoolean() special: boolean;
}

export class CarrierServiceContentDto implements CarrierServiceContent {
  @ApiPropertyOptional({ description: "The service's name in this locale, where it is not a brand name" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  trackingService?: string;

  @ApiPropertyOptional({ description: 'The shipping time in this locale', example: '7–20 Werktage' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  shipping_time?: string;

  @ApiPropertyOptional({ description: 'Rich text, sanitised on save' })
  @IsOptional()
  @IsString()
  @MaxLength(SHORT_RICH_TEXT_MAX_LENGTH)
  @IsRichText(SHORT_RICH_TEXT_MAX_LENGTH)
  short_content?: string;

  @ApiPropertyOptional({ description: 'Rich text, sanitised on save' })
  @IsOptional()
  @IsString()
  @MaxLength(SHORT_RICH_TEXT_MAX_LENGTH)
  @IsRichText(SHORT_RICH_TEXT_MAX_LENGTH)
  short_content2?: string;
}

export class CarrierServiceResponseDto {
  @ApiProperty() _id: string;
  @ApiProperty() carrier_id: string;
  @ApiProperty({ example: 'usps-priority-mail' }) clear_url: string;
  @ApiProperty({ example: '1–3 business days' }) shipping_time: string;
  @ApiProperty({ example: 'Priority Mail' }) trackingService: string;
  @ApiProperty() trackingNumberExample: string;
  @ApiProperty() internationalService: boolean;
  @ApiProperty({ type: CargoTypesDto }) cargo_types: CargoTypesDto;
  @ApiProperty(localeMapSchema(CarrierServiceContentDto)) content: Record<string, CarrierServiceContentDto>;
  @ApiProperty() order: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class CreateCarrierServiceDto {
  @ApiProperty()
  @IsUUID('all', { message: 'Please, select the carrier' })
  carrier_id: string;

  @ApiPropertyOptional({ description: "Derived from the carrier's code and the service name when missing" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  clear_url?: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) shipping_time?: string;

  @RequiredName()
  trackingService: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) trackingNumberExample?: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() internationalService?: boolean;

  @ApiPropertyOptional({ type: CargoTypesDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => CargoTypesDto)
  cargo_types?: CargoTypesDto;

  @ApiPropertyOptional(localeMapSchema(CarrierServiceContentDto))
  @IsOptional()
  @IsLocaleMap(CarrierServiceContentDto)
  content?: Record<string, CarrierServiceContentDto>;

  @ApiPropertyOptional() @IsOptional() @IsInt() order?: number;
}

export class UpdateCarrierServiceDto extends PartialType(CreateCarrierServiceDto) {}

// ----- public views -----

export class PublicCarrierDto extends OmitType(CarrierResponseDto, ['openai'] as const) {}

export class PublicCarrierDetailDto extends PublicCarrierDto {
  @ApiProperty({ type: [CarrierServiceResponseDto] }) services: CarrierServiceResponseDto[];
}

export function thumbnailUrl(code: string): string {
  return `/api/carriers/getThumbnail/${encodeURIComponent(code)}`;
}

export function mapCarrier(row: CarrierRow): CarrierResponseDto {
  return {
    _id: row.id,
    code: row.code,
    name: row.name,
    type: row.type as CarrierType,
    countryIso: row.countryIso,
    s10CountryCodes: row.s10CountryCodes,
    logo: row.logo,
    logo_meta: row.logoMeta,
    picture: row.picture,
    prev_description: row.prevDescription,
    phone: row.phone,
    email: row.email,
    homepage: row.homepage,
    url: row.url,
    tracking_url_template: row.trackingUrlTemplate,
    highlighted: row.highlighted,
    APIconnected: row.apiConnected,
    fba_programm: row.fbaProgramm,
    international_service: row.internationalService,
    hideDefaultContent: row.hideDefaultContent,
    published: row.published,
    translations: row.translations,
    serviceList: row.serviceList,
    contentParts: row.contentParts,
    faqModuleArray: row.faqModuleArray,
    openai: { previous_response_id: row.openaiPreviousResponseId },
    thumbnail: thumbnailUrl(row.code),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function mapPublicCarrier(row: CarrierRow): PublicCarrierDto {
  const { openai: _openai, ...rest } = mapCarrier(row);
  return rest;
}

export function mapCarrierService(row: CarrierServiceRow): CarrierServiceResponseDto {
  return {
    _id: row.id,
    carrier_id: row.carrierId,
    clear_url: row.clearUrl,
    shipping_time: row.shippingTime,
    trackingService: row.trackingService,
    trackingNumberExample: row.trackingNumberExample,
    internationalService: row.internationalService,
    cargo_types: row.cargoTypes,
    content: row.content,
    order: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
