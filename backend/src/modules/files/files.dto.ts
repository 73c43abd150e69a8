import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trimString } from '../../common/transforms.js';
import { ACCEPTED_FILE_TYPES, type AcceptedMimeType } from './file-type.js';
import { FILE_USER_KINDS, type FileRow, type FileUse } from './files.repository.js';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const FILENAME_REQUIRED = 'Filename cannot be empty';
/** The public URL of a stored file: content-addressed, so it can be cached for good. */
export const FILE_URL_PREFIX = '/api/files/raw/';

/** A record that shows the file. */
export class FileUsageDto {
  @ApiProperty({ enum: FILE_USER_KINDS, description: 'carrier, shop, user (staff picture), content record or block' })
  kind: string;
  @ApiProperty() _id: string;
  @ApiProperty({ description: 'Its name (a content record: its title)' }) name: string;
}

export class FileResponseDto {
  @ApiProperty() _id: string;
  @ApiProperty() filename: string;
  @ApiProperty({ enum: Object.keys(ACCEPTED_FILE_TYPES) }) mimeType: string;
  @ApiProperty({ description: 'Bytes' }) size: number;
  @ApiProperty() sha256: string;
  @ApiProperty({ type: Number, nullable: true }) width: number | null;
  @ApiProperty({ type: Number, nullable: true }) height: number | null;
  @ApiProperty({ example: '/api/files/raw/9f86d08….png', description: 'Public, immutable URL of the content' })
  url: string;
  @ApiProperty({
    type: [FileUsageDto],
    description:
      'Where the content is shown (logos, images, rich text); while it is, the last record of it cannot be deleted',
  })
  usedBy: FileUsageDto[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

/** An upload (spec: uploaded file = filename + content as a data URL): PNG, JPEG, WebP, GIF or PDF, at most 5 MB. */
export class UploadFileDto {
  @ApiProperty({ example: 'usps-logo.png' })
  @Transform(trimString)
  @IsString({ message: FILENAME_REQUIRED })
  @IsNotEmpty({ message: FILENAME_REQUIRED })
  @MaxLength(255)
  filename: string;

  @ApiProperty({ example: 'data:image/png;base64,iVBORw0KGgo…', description: 'The file as a data URL' })
  @IsString()
  @IsNotEmpty({ message: 'content cannot be empty' })
  content: string;
}

export class UpdateFileDto {
  @ApiProperty()
  @Transform(trimString)
  @IsString({ message: FILENAME_REQUIRED })
  @IsNotEmpty({ message: FILENAME_REQUIRED })
  @MaxLength(255)
  filename: string;
}

export function fileUrl(sha256: string, mimeType: string): string {
  return `${FILE_URL_PREFIX}${sha256}.${ACCEPTED_FILE_TYPES[mimeType as AcceptedMimeType] ?? 'bin'}`;
}

export function mapFile(row: FileRow, uses: readonly FileUse[]): FileResponseDto {
  return {
    _id: row.id,
    filename: row.filename,
    mimeType: row.mimeType,
    size: row.size,
    sha256: row.sha256,
    width: row.width,
    height: row.height,
    url: fileUrl(row.sha256, row.mimeType),
    usedBy: uses.filter((use) => use.sha256 === row.sha256).map(({ kind, id, name }) => ({ kind, _id: id, name })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
