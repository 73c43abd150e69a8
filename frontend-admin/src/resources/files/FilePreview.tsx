import { Box, Link, Stack, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '../../engine/upload-file';
import { FileThumbnail } from './FileThumbnail';

/** A stored file's preview and facts on its record screen. */
export function FilePreview() {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const file = useWatch({ control, name: 'preview' }) as UploadedFile | undefined;
  if (!file) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <FileThumbnail file={file} size={160} />
      <Box>
        <Typography>
          {file.mimeType}
          {file.width && file.height ? ` · ${file.width} × ${file.height}` : ''} · {file.size} B
        </Typography>
        <Link href={file.url} target="_blank" rel="noopener" sx={{ wordBreak: 'break-all' }}>
          {t('files.open')}: {file.url}
        </Link>
      </Box>
    </Stack>
  );
}
