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
  type ImportSearchConsoleDto,
  type SearchConsoleImportResultDto,
  type SearchConsoleRowResponseDto,
  type SearchKeywordResponseDto,
  type SerpKeywordResponseDto,
  type UpdateSearchConsoleRowDto,
} from './keywords.dto.js';
import { KeywordsRepository, type KeywordKind, type KeywordRow, type KeywordValues } from './keywords.repository.js';
import { parseSearchConsoleCsv } from './search-console-csv.js';

/** What tells one keyword list from the other: its table, its names in messages and its response. */
interface KeywordListOptions<K extends KeywordKind, Response> {
  kind: K;
  /** The record's name in a 404: "<name> not found". */
  name: string;
  /** The message of the 409 when the keyword is already in the list in any letter case. */
  taken: string;
  map(row: KeywordRow<K>): Response;
}

/**
 * The one CRUD of a keyword list, unique without regard to case: search keywords (with a count) and SERP keywords
 * are two instances, each behind its own route.
 */
export class KeywordList<K extends KeywordKind, Response> {
  constructor(
    private readonly repository: KeywordsRepository,
    private readonly options: KeywordListOptions<K, Response>,
  ) {}

  async list(query: ListQueryDto): Promise<ListResult<Response>> {
    const { records, total } = await this.repository.listKeywords(this.options.kind, query);
    return { records: records.map((row) => this.options.map(row)), total };
  }

  async get(id: string): Promise<Response> {
    return this.options.map(await this.find(id));
  }

  async create(dto: KeywordValues): Promise<Response> {
    await this.assertFree(dto.keyword);
    // Without a count the column's default (0) applies.
    const values = { keyword: dto.keyword, ...withoutUndefined({ count: dto.count }) };
    return this.options.map(await this.repository.insertKeyword(this.options.kind, values));
  }

  /** Changes what the request gives; a request that gives nothing returns the keyword untouched. */
  async update(id: string, dto: Partial<KeywordValues>): Promise<Response> {
    const current = await this.find(id);
    const changes = withoutUndefined({ keyword: dto.keyword, count: dto.count });
    if (Object.keys(changes).length === 0) return this.options.map(current);
    if (changes.keyword !== undefined && changes.keyword.toLowerCase() !== current.keyword.toLowerCase()) {
      await this.assertFree(changes.keyword);
    }
    const row = await this.repository.updateKeyword(this.options.kind, id, changes);
    if (!row) throw new NotFoundError(this.options.name);
    return this.options.map(row);
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.deleteKeyword(this.options.kind, id))) {
      throw new NotFoundError(this.options.name);
    }
  }

  private async find(id: string): Promise<KeywordRow<K>> {
    const row = isUuid(id) ? await this.repository.findKeyword(this.options.kind, id) : undefined;
    if (!row) throw new NotFoundError(this.options.name);
    return row;
  }

  private async assertFree(keyword: string): Promise<void> {
    if (await this.repository.findKeywordByText(this.options.kind, keyword)) {
      throw new ConflictError(this.options.taken, { keyword: KEYWORD_TAKEN });
    }
  }
}

@Injectable()
export class KeywordsService {
  readonly searchKeywords: KeywordList<'search', SearchKeywordResponseDto>;
  readonly serpKeywords: KeywordList<'serp', SerpKeywordResponseDto>;

  constructor(private readonly repository: KeywordsRepository) {
    this.searchKeywords = new KeywordList(repository, {
      kind: 'search',
      name: 'Search keyword',
      taken: 'This search keyword already exists',
      map: mapSearchKeyword,
    });
    this.serpKeywords = new KeywordList(repository, {
      kind: 'serp',
      name: 'SERP keyword',
      taken: 'This SERP keyword already exists',
      map: mapSerpKeyword,
    });
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
}
