import { ApiProperty } from '@nestjs/swagger';
import type { CountryRow } from './countries.repository.js';

export class CountryResponseDto {
  @ApiProperty({ example: 'United States' }) name: string;
  @ApiProperty({ example: 'US', description: 'ISO 3166-1 alpha-2' }) iso: string;
  @ApiProperty({ example: '840', description: 'ISO 3166-1 numeric' }) code: string;
}

export function mapCountry(row: CountryRow): CountryResponseDto {
  return { name: row.name, iso: row.iso, code: row.code };
}
