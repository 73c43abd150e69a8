import { ApiProperty, ApiPropertyOptional, PartialType, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsLocaleMap, LOCALE_KEY, localeMapSchema } from '../../common/locale-map.validator.js';
import { IsSafeLink } from '../../common/safe-link.js';
import { trimString } from '../../common/transforms.js';
import {
  CONTENT_BLOCK_TYPES,
  FIELD_TYPES,
  type ContentBlockTranslation,
  type ContentBlockType,
  type ContentTranslated,
  type ContentTranslation,
  type CustomFieldValue,
  type FieldType,
} from '../../database/schema/index.js';
import type { ContentBlockRow, ContentRecordWithLinks, ContentTypeRow } from './content.repository.js';
import { NAME_REQUIRED } from '../../common/validation-messages.js';
import { DerivedMachineName, RequiredName } from '../../common/dto-fields.js';
import { IsRichText } from '../../common/rich-text.js';

export { NAME_REQUIRED };
export const FIELD_TYPE_REQUIRED = 'Please, select the Field type';
export const TITLE_REQUIRED = 'Title cannot be empty';
export const SEO_URL_REQUIRED = 'seo_url cannot be empty';
export const SEO_URL_TAKEN = 'This seo_url is already used';
export const CONTENT_TYPE_REQUIRED = 'Please, select the content type';
/** How the content lists' `filter` reads, for the API documentation. */
export const CONTENT_FILTERS =
  "filter keys: the record's own fields (title contains; seo_url, contentTypeId, published, showOnFront, showOnMenu exact), contentType, taxonomy and tags (an _id or sys_name, or a list of them), and customFields.<sys_name> for a custom field's value (text contains). sortBy also takes customFields.<sys_name>.";

// ----- content types -----

export class ContentTypeFieldDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() sys_name: string;
  @ApiProperty({ enum: FIELD_TYPES }) type: FieldType;
}

export class ViewConfigEntryDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() sys_name: string;
  @ApiProperty({ enum: FIELD_TYPES }) type: FieldType;
  @ApiProperty({ description: 'title, description and mainImage, which every content type has' })
  defaultField: boolean;
  @ApiProperty() visible: boolean;
}

export class ContentTypeResponseDto {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() sys_name: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: [ContentTypeFieldDto], description: 'Custom fields; ids 1-3 belong to the default fields' })
  fields: ContentTypeFieldDto[];
  @ApiProperty({ type: [ViewConfigEntryDto], description: 'Default and custom fields in display order' })
  viewConfig: ViewConfigEntryDto[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

/** What a change of a content type would touch: the admin asks for confirmation with these counts. */
export class ContentTypeUsageResponseDto {
  @ApiProperty({ description: 'Records of this content type (their public paths contain its sys_name)' })
  records: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number' },
    example: { ingredients: 12 },
    description: 'Per custom field sys_name: the records holding a value in it (removing the field drops them)',
  })
  fields: Record<string, number>;
}

/** A field to add: the type is required, the sys_name derives from the name, the id is the highest plus one. */
export class AddContentTypeFieldDto {
  @RequiredName()
  name: string;

  @DerivedMachineName()
  sys_name?: string;

  @ApiProperty({ enum: FIELD_TYPES })
  @IsIn(FIELD_TYPES, { message: FIELD_TYPE_REQUIRED })
  type: FieldType;
}

export class ContentTypeFieldInputDto extends AddContentTypeFieldDto {
  @ApiPropertyOptional({ description: 'Kept when given; a new field gets the highest id plus one' })
  @IsOptional()
  @IsInt()
  @Min(1)
  id?: number;
}

/** Order and visibility of one field; name, sys_name, type and defaultField are taken from the field itself. */
export class ViewConfigInputDto {
  @ApiProperty() @IsInt() @Min(1) id: number;
  @ApiProperty() @IsBoolean() visible: boolean;
  @ApiPropertyOptional() @IsOptional() @IsString() name?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() sys_name?: string;
  @ApiPropertyOptional({ enum: FIELD_TYPES }) @IsOptional() @IsString() type?: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() defaultField?: boolean;
}

export class CreateContentTypeDto {
  @RequiredName()
  name: string;

  @DerivedMachineName()
  sys_name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description?: string;

  @ApiPropertyOptional({ type: [ContentTypeFieldInputDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => ContentTypeFieldInputDto)
  fields?: ContentTypeFieldInputDto[];

  @ApiPropertyOptional({ type: [ViewConfigInputDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(110)
  @ValidateNested({ each: true })
  @Type(() => ViewConfigInputDto)
  viewConfig?: ViewConfigInputDto[];
}

export class UpdateContentTypeDto extends PartialType(CreateContentTypeDto) {}

// ----- content records -----

export class ContentTranslationDto implements ContentTranslation {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) title?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(5000) short_content?: string;
  @ApiPropertyOptional({ description: 'Rich text, sanitised on save' })
  @IsOptional()
  @IsString()
  @MaxLength(500_000)
  @IsRichText()
  content?: string;
}

export class ContentTranslatedDto implements ContentTranslated {
  @ApiProperty({ type: [String], description: 'Locales whose title is translated' })
  @IsArray()
  @ArrayMaxSize(50)
  @Matches(LOCALE_KEY, { each: true, message: 'title must list locale codes' })
  title: string[];

  @ApiProperty({ type: [String], description: 'Locales whose content is translated' })
  @IsArray()
  @ArrayMaxSize(50)
  @Matches(LOCALE_KEY, { each: true, message: 'content must list locale codes' })
  content: string[];
}

const CUSTOM_FIELDS_SCHEMA: ApiPropertyOptions = {
  type: 'object',
  additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }], nullable: true },
  description: "Values of the content type's custom fields, keyed by the field's sys_name",
};

export class ContentResponseDto {
  @ApiProperty() _id: string;
  @ApiProperty() contentTypeId: string;
  @ApiProperty() title: string;
  @ApiProperty() seo_url: string;
  @ApiProperty() short_description: string;
  @ApiProperty({ description: 'Rich text (sanitised); the default field `description`' }) description: string;
  @ApiProperty({ type: String, nullable: true }) mainImage: string | null;
  @ApiProperty({ type: [String], description: 'Category _ids' }) taxonomy: string[];
  @ApiProperty({ type: [String], description: 'Tag _ids' }) tags: string[];
  @ApiProperty() showOnFront: boolean;
  @ApiProperty() published: boolean;
  @ApiProperty() showOnMenu: boolean;
  @ApiProperty(localeMapSchema(ContentTranslationDto)) translations: Record<string, ContentTranslationDto>;
  @ApiProperty({ type: ContentTranslatedDto }) translated: ContentTranslatedDto;
  @ApiProperty(CUSTOM_FIELDS_SCHEMA) customFields: Record<string, CustomFieldValue>;
  @ApiProperty() order: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class CreateContentDto {
  @ApiProperty()
  @IsUUID('all', { message: CONTENT_TYPE_REQUIRED })
  contentTypeId: string;

  @ApiProperty()
  @Transform(trimString)
  @IsString({ message: TITLE_REQUIRED })
  @IsNotEmpty({ message: TITLE_REQUIRED })
  @MaxLength(500)
  title: string;

  @ApiPropertyOptional({ description: 'Derived from the title when missing; unique within the content type' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  seo_url?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  short_description?: string;

  @ApiPropertyOptional({ description: 'Rich text, sanitised on save' })
  @IsOptional()
  @IsString()
  @MaxLength(500_000)
  @IsRichText()
  description?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsSafeLink()
  @MaxLength(2000)
  mainImage?: string | null;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true, message: 'taxonomy must list category _ids' })
  taxonomy?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true, message: 'tags must list tag _ids' })
  tags?: string[];

  @ApiPropertyOptional() @IsOptional() @IsBoolean() showOnFront?: boolean;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() published?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() showOnMenu?: boolean;

  @ApiPropertyOptional(localeMapSchema(ContentTranslationDto))
  @IsOptional()
  @IsLocaleMap(ContentTranslationDto)
  translations?: Record<string, ContentTranslationDto>;

  @ApiPropertyOptional({ type: ContentTranslatedDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ContentTranslatedDto)
  translated?: ContentTranslatedDto;

  @ApiPropertyOptional(CUSTOM_FIELDS_SCHEMA)
  @IsOptional()
  @IsObject()
  customFields?: Record<string, CustomFieldValue>;

  @ApiPropertyOptional() @IsOptional() @IsInt() order?: number;
}

export class UpdateContentDto extends PartialType(CreateContentDto) {}

// ----- content blocks -----

/** A block's texts in one language besides English; a missing field shows the English one. */
export class ContentBlockTranslationDto implements ContentBlockTranslation {
  @ApiPropertyOptional() name?: string;
  @ApiPropertyOptional({ description: 'Rich text (sanitised)' }) content?: string;
}

export class ContentBlockResponseDto {
  @ApiProperty() _id: string;
  @ApiProperty({ enum: CONTENT_BLOCK_TYPES }) type: ContentBlockType;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Rich text (sanitised)' }) content: string;
  @ApiProperty(localeMapSchema(ContentBlockTranslationDto)) translations: Record<string, ContentBlockTranslationDto>;
  @ApiProperty() order: number;
  @ApiProperty() published: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class CreateContentBlockDto {
  @ApiProperty({ enum: CONTENT_BLOCK_TYPES })
  @IsIn(CONTENT_BLOCK_TYPES, { message: `type must be one of: ${CONTENT_BLOCK_TYPES.join(', ')}` })
  type: ContentBlockType;

  @ApiPropertyOptional({ description: 'A label for staff' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ description: 'Rich text, sanitised on save' })
  @IsOptional()
  @IsString()
  @MaxLength(500_000)
  @IsRichText()
  content?: string;

  @ApiPropertyOptional() @IsOptional() @IsInt() order?: number;
  @ApiPropertyOptional({ default: false, description: 'A new block starts unpublished unless this says otherwise' })
  @IsOptional()
  @IsBoolean()
  published?: boolean;
}

export class UpdateContentBlockDto extends PartialType(CreateContentBlockDto) {}

export function mapContentType(row: ContentTypeRow): ContentTypeResponseDto {
  return {
    _id: row.id,
    name: row.name,
    sys_name: row.sysName,
    description: row.description,
    fields: row.fields,
    viewConfig: row.viewConfig,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function mapContent(row: ContentRecordWithLinks): ContentResponseDto {
  return {
    _id: row.id,
    contentTypeId: row.contentTypeId,
    title: row.title,
    seo_url: row.seoUrl,
    short_description: row.shortDescription,
    description: row.description,
    mainImage: row.mainImage,
    taxonomy: row.taxonomyIds,
    tags: row.tagIds,
    showOnFront: row.showOnFront,
    published: row.published,
    showOnMenu: row.showOnMenu,
    translations: row.translations,
    translated: row.translated,
    customFields: row.customFields,
    order: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function mapContentBlock(row: ContentBlockRow): ContentBlockResponseDto {
  return {
    _id: row.id,
    type: row.type,
    name: row.name,
    content: row.content,
    translations: row.translations,
    order: row.sortOrder,
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
