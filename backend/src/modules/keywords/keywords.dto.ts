import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, MaxLength, Max, Min } from 'class-validator';
import { trimString } from '../../common/transforms.js';
import type { KeywordRow, SearchConsoleRow, SearchKeywordRow } from './keywords.repository.js';

export const KEYWORD_REQUIRED = 'Keyword cannot be empty';
export const KEYWORD_TAKEN = 'This keyword is already used';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_MESSAGE = 'date must look like 2024-05-31';

// ----- search and SERP keywords -----

/** A SERP keyword is a keyword alone; a search keyword adds how often visitors search for it. */
export class SerpKeywordResponseDto {
  @ApiProperty() _id: string;
  @ApiProperty() keyword: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class SearchKeywordResponseDto extends SerpKeywordResponseDto {
  @ApiProperty() count: number;
}

export class CreateSerpKeywordDto {
  @ApiProperty()
  @Transform(trimString)
  @IsString({ message: KEYWORD_REQUIRED })
  @IsNotEmpty({ message: KEYWORD_REQUIRED })
  @MaxLength(300)
  keyword: string;
}

export class UpdateSerpKeywordDto extends PartialType(CreateSerpKeywordDto) {}

export class CreateSearchKeywordDto extends CreateSerpKeywordDto {
  @ApiPropertyOptional({ minimum: 0 }) @IsOptional() @IsInt() @Min(0) count?: number;
}

export class UpdateSearchKeywordDto extends PartialType(CreateSearchKeywordDto) {}

// ----- search console -----

export class SearchConsoleRowResponseDto {
  @ApiProperty() _id: string;
  @ApiProperty({ example: '2024-05-31' }) date: string;
  @ApiProperty() query: string;
  @ApiProperty() page: string;
  @ApiProperty() clicks: number;
  @ApiProperty() impressions: number;
  @ApiProperty({ description: 'Click-through rate as a fraction (0.125 = 12.5%)' }) ctr: number;
  @ApiProperty({ description: 'Average position in search results' }) position: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class CreateSearchConsoleRowDto {
  @ApiProperty({ example: '2024-05-31' }) @Matches(ISO_DATE, { message: DATE_MESSAGE }) date: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) query?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) page?: string;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) clicks?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) impressions?: number;
  @ApiPropertyOptional() @IsOptional() @IsNumber() @Min(0) @Max(1) ctr?: number;
  @ApiPropertyOptional() @IsOptional() @IsNumber() @Min(0) position?: number;
}

export class UpdateSearchConsoleRowDto extends PartialType(CreateSearchConsoleRowDto) {}

/** A Search Console CSV export, uploaded as a data URL (or as the CSV text itself). */
export class ImportSearchConsoleDto {
  @ApiPropertyOptional({ example: 'Queries.csv' }) @IsOptional() @IsString() @MaxLength(255) filename?: string;

  @ApiProperty({ description: 'The CSV file as a data URL (data:text/csv;base64,...) or as plain text' })
  @IsString()
  @IsNotEmpty({ message: 'content cannot be empty' })
  content: string;

  @ApiPropertyOptional({
    example: '2024-05-31',
    description: 'The date of every row, for exports without a Date column (the end of the exported period)',
  })
  @IsOptional()
  @Matches(ISO_DATE, { message: DATE_MESSAGE })
  date?: string;
}

export class SearchConsoleImportResultDto {
  @ApiProperty({ description: 'Rows stored (new or updated for the same date, query and page)' }) imported: number;
}

export function mapSerpKeyword(row: KeywordRow): SerpKeywordResponseDto {
  return {
    _id: row.id,
    keyword: row.keyword,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function mapSearchKeyword(row: SearchKeywordRow): SearchKeywordResponseDto {
  return { ...mapSerpKeyword(row), count: row.count };
}

export function mapSearchConsoleRow(row: SearchConsoleRow): SearchConsoleRowResponseDto {
  return {
    _id: row.id,
    date: row.date,
    query: row.query,
    page: row.page,
    clicks: row.clicks,
    impressions: row.impressions,
    ctr: row.ctr,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
