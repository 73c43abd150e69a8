import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Button, CircularProgress, Snackbar } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../engine/query-keys';
import type { ResourceDefinition } from '../../engine/resource-definition';
import { uploadFile } from '../../engine/upload-file';

export interface FileUploadButtonProps {
  resource: ResourceDefinition;
  onChanged: () => void;
}

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading' }
  | { status: 'done'; count: number }
  | { status: 'failed'; message: string };

/** Uploads one or more files to the file manager; the list reloads after. */
export function FileUploadButton({ resource }: FileUploadButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>({ status: 'idle' });

  const upload = async (files: File[]) => {
    setState({ status: 'uploading' });
    try {
      for (const file of files) await uploadFile(file);
      setState({ status: 'done', count: files.length });
    } catch (error) {
      console.error('The upload failed.', error);
      setState({ status: 'failed', message: error instanceof Error ? error.message : t('common.error') });
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.resource(resource.endpoint) });
  };

  return (
    <>
      <Button
        component="label"
        variant="contained"
        startIcon={state.status === 'uploading' ? <CircularProgress size={16} color="inherit" /> : <UploadIcon />}
        disabled={state.status === 'uploading'}
      >
        {t('files.upload')}
        <input
          type="file"
          hidden
          multiple
          accept="image/png,image/jpeg,image/webp,image/gif,application/pdf"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) void upload(files);
          }}
        />
      </Button>
      <Snackbar
        open={state.status === 'done' || state.status === 'failed'}
        autoHideDuration={4000}
        onClose={() => setState({ status: 'idle' })}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={state.status === 'failed' ? 'error' : 'success'}
          onClose={() => setState({ status: 'idle' })}
          variant="filled"
        >
          {state.status === 'failed'
            ? state.message
            : t('files.uploaded', { count: state.status === 'done' ? state.count : 0 })}
        </Alert>
      </Snackbar>
    </>
  );
}
