import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../common/errors/domain.error.js';
import { isUuid } from '../../common/is-uuid.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { sanitizeRichText } from '../../common/rich-text.js';
import { withoutUndefined } from '../../common/without-undefined.js';
import { CONTENT_BLOCK_TYPES, type ContentBlockType } from '../../database/schema/index.js';
import {
  mapContentBlock,
  type ContentBlockResponseDto,
  type CreateContentBlockDto,
  type UpdateContentBlockDto,
} from './content.dto.js';
import { ContentRepository, type ContentBlockRow } from './content.repository.js';

@Injectable()
export class ContentBlocksService {
  constructor(private readonly repository: ContentRepository) {}

  async list(query: ListQueryDto): Promise<ListResult<ContentBlockResponseDto>> {
    const { records, total } = await this.repository.listBlocks(query);
    return { records: records.map(mapContentBlock), total };
  }

  async get(id: string): Promise<ContentBlockResponseDto> {
    return mapContentBlock(await this.require(id));
  }

  /** The published blocks of one type, in order; an unknown type is a missing page. */
  async published(type: string): Promise<ContentBlockResponseDto[]> {
    if (!(CONTENT_BLOCK_TYPES as readonly string[]).includes(type)) throw new NotFoundError('Content block type');
    return (await this.repository.publishedBlocks(type as ContentBlockType)).map(mapContentBlock);
  }

  async create(dto: CreateContentBlockDto): Promise<ContentBlockResponseDto> {
    const row = await this.repository.insertBlock({
      type: dto.type,
      name: dto.name ?? '',
      content: (await sanitizeRichText(dto.content, { field: 'content' })) ?? '',
      sortOrder: dto.order ?? 0,
      published: dto.published ?? false,
    });
    return mapContentBlock(row);
  }

  async update(id: string, dto: UpdateContentBlockDto): Promise<ContentBlockResponseDto> {
    await this.require(id);
    const row = await this.repository.updateBlock(
      id,
      withoutUndefined({
        type: dto.type,
        name: dto.name,
        content: await sanitizeRichText(dto.content, { field: 'content' }),
        sortOrder: dto.order,
        published: dto.published,
      }),
    );
    return mapContentBlock(row!);
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.deleteBlock(id))) throw new NotFoundError('Content block');
  }

  private async require(id: string): Promise<ContentBlockRow> {
    const row = isUuid(id) ? await this.repository.findBlock(id) : undefined;
    if (!row) throw new NotFoundError('Content block');
    return row;
  }
}
