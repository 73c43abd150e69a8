import type { Type as Class } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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

/** What every list endpoint answers: one page of records and how many records match in all. */
export interface ListResult<T> {
  records: T[];
  total: number;
}

const listResponses = new Map<Class, Class<ListResult<unknown>>>();

/**
 * The OpenAPI description of a list of `Item`: `@ApiOkResponse({ type: ListResponseDto(CarrierResponseDto) })` on an
 * endpoint that answers `ListResult<CarrierResponseDto>`. The schema is named after the item (CarrierResponseDto →
 * CarrierListResponseDto) and made once per item type, so that the lists that share an item share one schema.
 */
export function ListResponseDto<Item>(item: Class<Item>): Class<ListResult<Item>> {
  const known = listResponses.get(item);
  if (known) return known as Class<ListResult<Item>>;

  class ListResponse implements ListResult<Item> {
    @ApiProperty({ type: [item] }) records: Item[];
    @ApiProperty() total: number;
  }
  // Swagger names a schema after its class.
  const name = `${item.name.replace(/(Response)?Dto$/, '')}ListResponseDto`;
  Object.defineProperty(ListResponse, 'name', { value: name });
  listResponses.set(item, ListResponse);
  return ListResponse;
}
