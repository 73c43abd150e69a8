import { Injectable } from '@nestjs/common';
import { decodeDataUrl } from '../../common/data-url.js';
import { ConflictError, NotFoundError } from '../../common/errors/domain.error.js';
import { isUuid } from '../../common/is-uuid.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { withoutUndefined } from '../../common/without-undefined.js';
import {
  KEYWORD_TAKEN,
  mapSearchConsoleRow,
  mapSearchKeyword,
  mapSerpKeyword,
  type CreateSearchConsoleRowDto,
  type CreateSearchKeywordDto,
  type CreateSerpKeywordDto,
  type ImportSearchConsoleDto,
  type SearchConsoleImportResultDto,
  type SearchConsoleRowResponseDto,
  type SearchKeywordResponseDto,
  type SerpKeywordResponseDto,
  type UpdateSearchConsoleRowDto,
  type UpdateSearchKeywordDto,
  type UpdateSerpKeywordDto,
} from './keywords.dto.js';
import { KeywordsRepository } from './keywords.repository.js';
import { parseSearchConsoleCsv } from './search-console-csv.js';

@Injectable()
export class KeywordsService {
  constructor(private readonly repository: KeywordsRepository) {}

  // ----- search keywords -----

  async listSearchKeywords(query: ListQueryDto): Promise<ListResult<SearchKeywordResponseDto>> {
    const { records, total } = await this.repository.listSearchKeywords(query);
    return { records: records.map(mapSearchKeyword), total };
  }

  async getSearchKeyword(id: string): Promise<SearchKeywordResponseDto> {
    const row = isUuid(id) ? await this.repository.findSearchKeyword(id) : undefined;
    if (!row) throw new NotFoundError('Search keyword');
    return mapSearchKeyword(row);
  }

  async createSearchKeyword(dto: CreateSearchKeywordDto): Promise<SearchKeywordResponseDto> {
    await this.assertSearchKeywordFree(dto.keyword);
    return mapSearchKeyword(await this.repository.insertSearchKeyword({ keyword: dto.keyword, count: dto.count ?? 0 }));
  }

  async updateSearchKeyword(id: string, dto: UpdateSearchKeywordDto): Promise<SearchKeywordResponseDto> {
    const current = await this.getSearchKeyword(id);
    if (dto.keyword !== undefined && dto.keyword.toLowerCase() !== current.keyword.toLowerCase()) {
      await this.assertSearchKeywordFree(dto.keyword);
    }
    const row = await this.repository.updateSearchKeyword(
      id,
      withoutUndefined({ keyword: dto.keyword, count: dto.count }),
    );
    return mapSearchKeyword(row!);
  }

  async deleteSearchKeyword(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.deleteSearchKeyword(id))) throw new NotFoundError('Search keyword');
  }

  // ----- serp keywords -----

  async listSerpKeywords(query: ListQueryDto): Promise<ListResult<SerpKeywordResponseDto>> {
    const { records, total } = await this.repository.listSerpKeywords(query);
    return { records: records.map(mapSerpKeyword), total };
  }

  async getSerpKeyword(id: string): Promise<SerpKeywordResponseDto> {
    const row = isUuid(id) ? await this.repository.findSerpKeyword(id) : undefined;
    if (!row) throw new NotFoundError('SERP keyword');
    return mapSerpKeyword(row);
  }

  async createSerpKeyword(dto: CreateSerpKeywordDto): Promise<SerpKeywordResponseDto> {
    await this.assertSerpKeywordFree(dto.keyword);
    return mapSerpKeyword(await this.repository.insertSerpKeyword(dto.keyword));
  }

  async updateSerpKeyword(id: string, dto: UpdateSerpKeywordDto): Promise<SerpKeywordResponseDto> {
    const current = await this.getSerpKeyword(id);
    if (dto.keyword === undefined) return current;
    if (dto.keyword.toLowerCase() !== current.keyword.toLowerCase()) await this.assertSerpKeywordFree(dto.keyword);
    return mapSerpKeyword((await this.repository.updateSerpKeyword(id, dto.keyword))!);
  }

  async deleteSerpKeyword(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.deleteSerpKeyword(id))) throw new NotFoundError('SERP keyword');
  }

  // ----- search console -----

  async listSearchConsole(query: ListQueryDto): Promise<ListResult<SearchConsoleRowResponseDto>> {
    const { records, total } = await this.repository.listSearchConsole(query);
    return { records: records.map(mapSearchConsoleRow), total };
  }

  async getSearchConsoleRow(id: string): Promise<SearchConsoleRowResponseDto> {
    const row = isUuid(id) ? await this.repository.findSearchConsoleRow(id) : undefined;
    if (!row) throw new NotFoundError('Search Console row');
    return mapSearchConsoleRow(row);
  }

  async createSearchConsoleRow(dto: CreateSearchConsoleRowDto): Promise<SearchConsoleRowResponseDto> {
    const clicks = dto.clicks ?? 0;
    const impressions = dto.impressions ?? 0;
    const row = await this.repository.insertSearchConsoleRow({
      date: dto.date,
      query: dto.query ?? '',
      page: dto.page ?? '',
      clicks,
      impressions,
      ctr: dto.ctr ?? (impressions === 0 ? 0 : clicks / impressions),
      position: dto.position ?? 0,
    });
    return mapSearchConsoleRow(row);
  }

  async updateSearchConsoleRow(id: string, dto: UpdateSearchConsoleRowDto): Promise<SearchConsoleRowResponseDto> {
    await this.getSearchConsoleRow(id);
    return mapSearchConsoleRow((await this.repository.updateSearchConsoleRow(id, withoutUndefined({ ...dto })))!);
  }

  async deleteSearchConsoleRow(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.deleteSearchConsoleRow(id)))
      throw new NotFoundError('Search Console row');
  }

  /** Imports a Search Console CSV export: every row or, when any line is malformed, none. */
  async importSearchConsole(dto: ImportSearchConsoleDto): Promise<SearchConsoleImportResultDto> {
    const text = dto.content.startsWith('data:') ? decodeDataUrl(dto.content).bytes.toString('utf8') : dto.content;
    const rows = parseSearchConsoleCsv(text, dto.date);
    return { imported: await this.repository.importSearchConsole(rows) };
  }

  private async assertSearchKeywordFree(keyword: string): Promise<void> {
    if (await this.repository.findSearchKeywordByText(keyword)) {
      throw new ConflictError('This search keyword already exists', { keyword: KEYWORD_TAKEN });
    }
  }

  private async assertSerpKeywordFree(keyword: string): Promise<void> {
    if (await this.repository.findSerpKeywordByText(keyword)) {
      throw new ConflictError('This SERP keyword already exists', { keyword: KEYWORD_TAKEN });
    }
  }
}
