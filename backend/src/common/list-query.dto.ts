import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** The one list convention of every resource: `?filter=<json>&search=<words>&sortBy=<field>:asc|desc&page=<n>&limit=<n>`. */
export class ListQueryDto {
  @ApiPropertyOptional({ description: 'JSON object of field → value; text fields match by contains', example: '{}' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  filter?: string;

  @ApiPropertyOptional({ description: "Words that one of the list's text fields contains (case-insensitive)" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ description: '<field>:asc or <field>:desc', example: 'createdAt:desc' })
  @IsOptional()
  @Matches(/^[A-Za-z_][\w.-]*:(asc|desc)$/, { message: 'sortBy must look like field:asc or field:desc' })
  sortBy?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit?: number;
}

export interface ListResult<T> {
  records: T[];
  total: number;
}
