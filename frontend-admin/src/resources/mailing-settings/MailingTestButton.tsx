import SendIcon from '@mui/icons-material/Send';
import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataProvider } from '../../engine/data-provider';

type TestState =
  { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'failed'; message: string };

/** Sends a test e-mail with the saved settings (`POST /api/mailing-settings/test`). */
export function MailingTestButton() {
  const { t } = useTranslation();
  const [to, setTo] = useState('');
  const [state, setState] = useState<TestState>({ status: 'idle' });

  const send = () => {
    setState({ status: 'sending' });
    dataProvider.create<unknown>('/api/mailing-settings/test', to ? { to } : {}).then(
      () => setState({ status: 'sent' }),
      (error: unknown) => {
        console.error('The test e-mail failed.', error);
        setState({ status: 'failed', message: error instanceof Error ? error.message : t('common.error') });
      },
    );
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          type="email"
          label={t('mailing.testTo')}
          helperText={t('mailing.testToHelp')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          sx={{ minWidth: 280 }}
        />
        <Button
          variant="outlined"
          onClick={send}
          disabled={state.status === 'sending'}
          startIcon={state.status === 'sending' ? <CircularProgress size={16} /> : <SendIcon />}
          sx={{ height: 56 }}
        >
          {t('mailing.sendTest')}
        </Button>
      </Stack>
      {state.status === 'sent' && (
        <Alert severity="success" role="status">
          {t('mailing.testSent')}
        </Alert>
      )}
      {state.status === 'failed' && <Alert severity="error">{state.message}</Alert>}
    </Stack>
  );
}
