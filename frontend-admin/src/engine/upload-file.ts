import { dataProvider } from './data-provider';

/** What POST /api/files answers (backend/src/modules/files/files.dto.ts FileResponseDto). */
export interface UploadedFile {
  _id: string;
  filename: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  url: string;
  createdAt: string;
}

export const FILES_ENDPOINT = '/api/files';

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('The file could not be read'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** Uploads a file the way the API takes it (docs/product-spec.md §3: filename and content as a data URL). */
export async function uploadFile(file: File): Promise<UploadedFile> {
  const content = await readAsDataUrl(file);
  return dataProvider.create<UploadedFile>(FILES_ENDPOINT, { filename: file.name, content });
}
