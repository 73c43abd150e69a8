import FolderIcon from '@mui/icons-material/Folder';
import { z } from 'zod';
import { defineResource } from '../../engine/resource-definition';
import type { UploadedFile } from '../../engine/upload-file';
import type { ApiSchema } from '../api-schema';
import { FilePreview } from './FilePreview';
import { FileThumbnail } from './FileThumbnail';
import { FileUsage, type FileUse } from './FileUsage';
import { FileUploadButton } from './FileUploadButton';

type StoredFile = ApiSchema<'FileResponseDto', UploadedFile & { usedBy: FileUse[] }>;

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The file manager: upload (PNG, JPEG, WebP, GIF, PDF up to 5 MB), preview, rename and delete: `/api/files`. */
export const filesResource = defineResource<StoredFile, { filename: string; preview: StoredFile | undefined }>({
  name: 'files',
  path: 'files',
  endpoint: '/api/files',
  title: 'resources.files',
  icon: FolderIcon,
  group: 'system',
  can: { create: false, update: true, delete: true },
  fields: [
    { name: 'filename', label: 'files.filename', kind: 'text', required: true },
    { name: 'preview', label: 'files.preview', kind: 'custom', Component: FilePreview },
  ],
  toForm: (record) => ({ filename: record?.filename ?? '', preview: record }),
  toBody: (values) => ({ filename: values.filename }),
  validation: z.looseObject({ filename: z.string().trim().min(1, 'validation.fieldRequired') }),
  columns: [
    { field: 'preview', label: 'files.preview', render: (record) => <FileThumbnail file={record} /> },
    { field: 'filename', label: 'files.filename', sortable: true },
    { field: 'mimeType', label: 'files.type', sortable: true },
    { field: 'size', label: 'files.size', sortable: true, render: (record) => size(record.size) },
    { field: 'usedBy', label: 'files.usedBy', render: (record) => <FileUsage uses={record.usedBy} /> },
    { field: 'createdAt', label: 'fields.createdAt', sortable: true },
  ],
  filters: [{ name: 'filename', label: 'files.filename', kind: 'text' }],
  ListActions: FileUploadButton,
  recordLabel: (record) => record.filename,
});
