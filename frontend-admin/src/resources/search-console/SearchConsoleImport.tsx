import FileUploadIcon from '@mui/icons-material/FileUpload';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, dataProvider } from '../../engine/data-provider';
import type { ResourceDefinition } from '../../engine/resource-definition';
import { readAsDataUrl } from '../../engine/upload-file';

export interface SearchConsoleImportProps {
  resource: ResourceDefinition;
  onChanged: () => void;
}

type ImportState =
  | { status: 'idle' }
  | { status: 'importing' }
  | { status: 'done'; imported: number }
  | { status: 'failed'; message: string; lines: string[] };

/** Imports a Search Console CSV export (`POST /api/search-console/import`); malformed lines are listed by number. */
export function SearchConsoleImport({ resource, onChanged }: SearchConsoleImportProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | undefined>();
  const [date, setDate] = useState('');
  const [state, setState] = useState<ImportState>({ status: 'idle' });

  const close = () => {
    if (state.status === 'importing') return;
    setOpen(false);
    setFile(undefined);
    setDate('');
    setState({ status: 'idle' });
  };

  const submit = async () => {
    if (!file) return;
    setState({ status: 'importing' });
    try {
      const content = await readAsDataUrl(file);
      const result = await dataProvider.create<{ imported: number }>(`${resource.endpoint}/import`, {
        filename: file.name,
        content,
        ...(date ? { date } : {}),
      });
      setState({ status: 'done', imported: result.imported });
      onChanged();
    } catch (error) {
      console.error('The CSV import failed.', error);
      setState({
        status: 'failed',
        message: error instanceof Error ? error.message : t('common.error'),
        lines:
          error instanceof ApiError ? Object.entries(error.fieldErrors).map(([line, text]) => `${line}: ${text}`) : [],
      });
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<FileUploadIcon />} onClick={() => setOpen(true)}>
        {t('searchConsole.import')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{t('searchConsole.importTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('searchConsole.importHelp')}</DialogContentText>
            <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
              {file ? file.name : t('searchConsole.chooseFile')}
              <input
                type="file"
                accept=".csv,text/csv"
                hidden
                onChange={(event) => {
                  setFile(event.target.files?.[0]);
                  setState({ status: 'idle' });
                }}
              />
            </Button>
            <TextField
              type="date"
              label={t('searchConsole.importDate')}
              helperText={t('searchConsole.importDateHelp')}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {state.status === 'done' && (
              <Alert severity="success" role="status">
                {t('searchConsole.imported', { count: state.imported })}
              </Alert>
            )}
            {state.status === 'failed' && (
              <Alert severity="error">
                {state.message}
                {state.lines.length > 0 && (
                  <ul style={{ margin: 0, paddingLeft: 20 }}>
                    {state.lines.slice(0, 20).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={state.status === 'importing'}>
            {state.status === 'done' ? t('common.ok') : t('common.cancel')}
          </Button>
          {state.status !== 'done' && (
            <Button
              variant="contained"
              onClick={() => void submit()}
              disabled={!file || state.status === 'importing'}
              startIcon={state.status === 'importing' ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {t('searchConsole.importButton')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
