import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Avatar } from '@mui/material';
import type { UploadedFile } from '../../engine/upload-file';

export interface FileThumbnailProps {
  file: Pick<UploadedFile, 'url' | 'mimeType' | 'filename'>;
  size?: number;
}

export function FileThumbnail({ file, size = 40 }: FileThumbnailProps) {
  const image = file.mimeType.startsWith('image/');
  return (
    <Avatar
      variant="rounded"
      src={image ? file.url : undefined}
      alt={file.filename}
      sx={{ width: size, height: size, bgcolor: 'grey.100', color: 'error.main', border: 1, borderColor: 'divider' }}
      slotProps={{ img: { style: { objectFit: 'contain' }, loading: 'lazy' } }}
    >
      <PictureAsPdfIcon />
    </Avatar>
  );
}
