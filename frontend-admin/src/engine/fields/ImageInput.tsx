import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Avatar, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../upload-file';

export interface ImageInputProps {
  name: string;
  label: string;
  disabled: boolean;
  error: string | undefined;
  helperText: string | undefined;
}

/** An image link, typed in or set by uploading a file to the file manager, with a preview. */
export function ImageInput({ name, label, disabled, error, helperText }: ImageInputProps) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const value = typeof field.value === 'string' ? field.value : '';

  const upload = (file: File) => {
    setUploading(true);
    setUploadError(undefined);
    uploadFile(file).then(
      (uploaded) => {
        field.onChange(uploaded.url);
        setUploading(false);
      },
      (reason: unknown) => {
        console.error('The image could not be uploaded.', reason);
        setUploadError(reason instanceof Error ? reason.message : t('common.error'));
        setUploading(false);
      },
    );
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Avatar
          variant="rounded"
          src={value || undefined}
          alt={value ? label : ''}
          sx={{ width: 56, height: 56, bgcolor: 'grey.100', color: 'grey.400', border: 1, borderColor: 'divider' }}
          slotProps={{ img: { style: { objectFit: 'contain' } } }}
        />
        <TextField
          {...field}
          value={value}
          label={label}
          disabled={disabled}
          error={error !== undefined}
          helperText={helperText}
          fullWidth
        />
        <Button
          variant="outlined"
          startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />}
          disabled={disabled || uploading}
          onClick={() => fileInput.current?.click()}
          sx={{ flexShrink: 0, height: 56 }}
        >
          {t('files.upload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          hidden
          aria-label={`${label}: ${t('files.upload')}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload(file);
            event.target.value = '';
          }}
        />
      </Stack>
      {uploadError && <Alert severity="error">{uploadError}</Alert>}
    </Stack>
  );
}
