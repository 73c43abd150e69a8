import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { decodeDataUrl } from '../../common/data-url.js';
import { ConflictError, DomainError, NotFoundError } from '../../common/errors/domain.error.js';
import { isUuid } from '../../common/is-uuid.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { ACCEPTED_FILE_TYPES, canonicalMimeType, looksLikeSvg, sniffFileType } from './file-type.js';
import { FileStorage } from './file-storage.js';
import {
  FILE_URL_PREFIX,
  mapFile,
  MAX_FILE_BYTES,
  type FileResponseDto,
  type UpdateFileDto,
  type UploadFileDto,
} from './files.dto.js';
import { FilesRepository, type FileRow, type FileUse } from './files.repository.js';
import { loadSharp } from '../../common/sharp.js';

/** Decoding is refused beyond this many pixels, so a tiny file cannot claim a gigantic image. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const FILE_TOO_LARGE = 'The file is larger than 5 MB';
export const SVG_REFUSED = 'SVG files are not accepted because they can carry scripts: upload PNG, JPEG, WebP or GIF';
export const TYPE_REFUSED = 'Only PNG, JPEG, WebP and GIF images and PDF documents are accepted';

const KIND_LABELS: Record<FileUse['kind'], string> = {
  carrier: 'carrier',
  shop: 'shop',
  user: 'user',
  content: 'content',
  block: 'content block',
};

/** The 409 message of a file still shown somewhere: every place, so staff know what to change first. */
export function fileInUseMessage(uses: readonly FileUse[]): string {
  const places = uses.map((use) => `${KIND_LABELS[use.kind]} “${use.name}”`);
  return `This file is in use and cannot be deleted: ${places.join(', ')}`;
}

const RAW_NAME = /^([0-9a-f]{64})\.([a-z]+)$/;

@Injectable()
export class FilesService {
  constructor(
    private readonly repository: FilesRepository,
    private readonly storage: FileStorage,
  ) {}

  async list(query: ListQueryDto): Promise<ListResult<FileResponseDto>> {
    const { records, total } = await this.repository.list(query);
    const uses = await this.repository.usage([...new Set(records.map((row) => row.sha256))]);
    return { records: records.map((row) => mapFile(row, uses)), total };
  }

  async get(id: string): Promise<FileResponseDto> {
    return this.withUsage(await this.require(id));
  }

  /**
   * Stores an upload under the sha256 of its bytes. The type is read from the bytes and must be the declared one;
   * SVG is refused rather than sanitised, since a logo has no need for a format that can run scripts. The same bytes
   * uploaded again give back the file already stored, so the Files list holds each content once.
   */
  async upload(dto: UploadFileDto): Promise<FileResponseDto> {
    const { mediaType, bytes } = decodeDataUrl(dto.content);
    if (bytes.length > MAX_FILE_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE);
    if (bytes.length === 0)
      throw new DomainError('INVALID_INPUT', 'The file is empty', { content: 'The file is empty' });
    if (looksLikeSvg(mediaType, bytes)) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', SVG_REFUSED);
    const declared = canonicalMimeType(mediaType);
    if (!(declared in ACCEPTED_FILE_TYPES)) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', TYPE_REFUSED);
    const actual = sniffFileType(bytes);
    if (!actual)
      throw new DomainError('UNSUPPORTED_MEDIA_TYPE', `The content of the file is not ${declared}. ${TYPE_REFUSED}`);
    if (actual !== declared) {
      throw new DomainError(
        'UNSUPPORTED_MEDIA_TYPE',
        `The file was declared as ${declared} but its content is ${actual}`,
      );
    }
    const dimensions = actual === 'application/pdf' ? undefined : await imageDimensions(bytes);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const existing = await this.repository.findBySha256(sha256);
    // Bytes lost from DATA_DIR (a volume not shared) are written again under the record that names them.
    if (!existing || !(await this.storage.exists(sha256))) await this.storage.write(sha256, bytes);
    if (existing) return this.withUsage(existing);
    const row = await this.repository.insert({
      filename: dto.filename,
      mimeType: actual,
      size: bytes.length,
      sha256,
      width: dimensions?.width ?? null,
      height: dimensions?.height ?? null,
    });
    return mapFile(row, []);
  }

  async rename(id: string, dto: UpdateFileDto): Promise<FileResponseDto> {
    await this.require(id);
    return this.withUsage((await this.repository.rename(id, dto.filename))!);
  }

  /**
   * Deletes the record; the bytes go too once no other record has the same content. The last record of a content that
   * a carrier, shop, user, content record or block still shows is refused with 409 naming them.
   */
  async delete(id: string): Promise<void> {
    const found = await this.require(id);
    if ((await this.repository.countBySha256(found.sha256)) === 1) {
      const uses = await this.repository.usage([found.sha256]);
      if (uses.length > 0) throw new ConflictError(fileInUseMessage(uses));
    }
    const row = await this.repository.delete(id);
    if (!row) throw new NotFoundError('File');
    if ((await this.repository.countBySha256(row.sha256)) === 0) await this.storage.remove(row.sha256);
  }

  /** Where the bytes behind a public file name (`<sha256>.<ext>`) are, with their type. */
  async locateRaw(name: string): Promise<{ path: string; mimeType: string }> {
    const match = RAW_NAME.exec(name);
    const row = match ? await this.repository.findBySha256(match[1]) : undefined;
    if (!row || ACCEPTED_FILE_TYPES[row.mimeType as keyof typeof ACCEPTED_FILE_TYPES] !== match![2]) {
      throw new NotFoundError('File');
    }
    if (!(await this.storage.exists(row.sha256))) throw new NotFoundError('File');
    return { path: this.storage.pathOf(row.sha256), mimeType: row.mimeType };
  }

  /** The bytes of an image this site stores, given its public URL (a carrier logo), or undefined. */
  async readImageByUrl(url: string): Promise<{ sha256: string; bytes: Buffer } | undefined> {
    if (!url.startsWith(FILE_URL_PREFIX)) return undefined;
    const match = RAW_NAME.exec(url.slice(FILE_URL_PREFIX.length));
    if (!match || match[2] === 'pdf') return undefined;
    const bytes = await this.storage.read(match[1]);
    return bytes && { sha256: match[1], bytes };
  }

  private async withUsage(row: FileRow): Promise<FileResponseDto> {
    return mapFile(row, await this.repository.usage([row.sha256]));
  }

  private async require(id: string): Promise<FileRow> {
    const row = isUuid(id) ? await this.repository.findById(id) : undefined;
    if (!row) throw new NotFoundError('File');
    return row;
  }
}

async function imageDimensions(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const sharp = await loadSharp();
    const { width, height } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    if (!width || !height) throw new Error('no dimensions');
    return { width, height };
  } catch {
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'The image could not be read: it is damaged or too large');
  }
}
