import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsArray,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  ValidateNested,
  ArrayMaxSize,
} from 'class-validator';
import { trimString } from '../../common/transforms.js';
import type { TagRow, TaxonomyRow } from './taxonomy.repository.js';
import { NAME_REQUIRED, FIELD_REQUIRED } from '../../common/validation-messages.js';
import { DerivedMachineName, RequiredName } from '../../common/dto-fields.js';
import { IsRichText } from '../../common/rich-text.js';
import { localeMapSchema } from '../../common/locale-map.validator.js';
import type { TaxonomyTranslation } from '../../database/schema/index.js';

export { NAME_REQUIRED };
export const SUBCATEGORY_NAME_REQUIRED = FIELD_REQUIRED;
export const SYS_NAME_LOCKED = 'sys_name cannot be changed after creation';

export class SubCategoryRecordDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() sys_name: string;
  @ApiPropertyOptional() description?: string;
  @ApiPropertyOptional() order?: number;
}

export class SubCategoryInputDto {
  @ApiPropertyOptional({ description: 'Kept when given; a new subcategory gets the highest id plus one' })
  @IsOptional()
  @IsInt()
  @Min(1)
  id?: number;

  @ApiProperty()
  @Transform(trimString)
  @IsString({ message: SUBCATEGORY_NAME_REQUIRED })
  @IsNotEmpty({ message: SUBCATEGORY_NAME_REQUIRED })
  @MaxLength(200)
  name: string;

  @DerivedMachineName()
  sys_name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  order?: number;
}

/** A category's texts in one language besides English; a missing field shows the English one. */
export class TaxonomyTranslationDto implements TaxonomyTranslation {
  @ApiPropertyOptional() name?: string;
  @ApiPropertyOptional() short_description?: string;
  @ApiPropertyOptional({ description: 'Rich text (sanitised)' }) description?: string;
}

export class TaxonomyResponseDto {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() sys_name: string;
  @ApiProperty({ description: 'Rich text (sanitised)' }) description: string;
  @ApiProperty() short_description: string;
  @ApiProperty({ type: String, nullable: true }) parentId: string | null;
  @ApiProperty() order: number;
  @ApiProperty({ type: [SubCategoryRecordDto] }) subCategoriesRecords: SubCategoryRecordDto[];
  @ApiProperty(localeMapSchema(TaxonomyTranslationDto)) translations: Record<string, TaxonomyTranslationDto>;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class TaxonomyWithChildrenDto extends TaxonomyResponseDto {
  @ApiProperty({ type: [TaxonomyResponseDto], description: 'Direct children, in order' })
  children: TaxonomyResponseDto[];
}

export class CreateTaxonomyDto {
  @RequiredName()
  name: string;

  @DerivedMachineName('Derived from the name when missing; cannot change after creation')
  sys_name?: string;

  @ApiPropertyOptional({ description: 'Rich text, sanitised on save' })
  @IsOptional()
  @IsString()
  @MaxLength(100_000)
  @IsRichText(100_000)
  description?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  short_description?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'parentId must be the _id of a category' })
  parentId?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  order?: number;

  @ApiPropertyOptional({ type: [SubCategoryInputDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => SubCategoryInputDto)
  subCategoriesRecords?: SubCategoryInputDto[];
}

export class UpdateTaxonomyDto extends PartialType(CreateTaxonomyDto) {}

export class TagResponseDto {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() sys_name: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class CreateTagDto {
  @RequiredName()
  name: string;

  @DerivedMachineName()
  sys_name?: string;
}

export class UpdateTagDto extends PartialType(CreateTagDto) {}

export function mapTaxonomy(row: TaxonomyRow): TaxonomyResponseDto {
  return {
    _id: row.id,
    name: row.name,
    sys_name: row.sysName,
    description: row.description,
    short_description: row.shortDescription,
    parentId: row.parentId,
    order: row.sortOrder,
    subCategoriesRecords: row.subCategoriesRecords,
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function mapTag(row: TagRow): TagResponseDto {
  return {
    _id: row.id,
    name: row.name,
    sys_name: row.sysName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
