import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the success state stays before the dialog closes by itself (docs/product-spec.md §9). */
export const CONFIRM_SUCCESS_CLOSE_MS = 1000;

export type ConfirmResult = 'OK' | 'Error' | 'Cancel';

type ConfirmState =
  { status: 'idle' } | { status: 'submitting' } | { status: 'success' } | { status: 'failure'; message: string };

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Shown once the action succeeded (default "Deleted"). */
  successMessage?: string;
  /** The action; a rejection shows its message (or "Error") in the dialog. */
  onConfirm: () => Promise<void>;
  /** Called once per opening: OK after success, Error after a failure is dismissed, Cancel otherwise. */
  onClose: (result: ConfirmResult) => void;
}

/** A confirmation (docs/product-spec.md §4): idle → submitting → success (closes after 1 s with OK) or failure (message or Error). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  successMessage,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<ConfirmState>({ status: 'idle' });
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    if (open) setState({ status: 'idle' });
  }, [open]);

  useEffect(() => {
    if (state.status !== 'success') return undefined;
    const timer = window.setTimeout(() => onClose('OK'), CONFIRM_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [state.status, onClose]);

  const confirm = () => {
    setState({ status: 'submitting' });
    onConfirm().then(
      () => setState({ status: 'success' }),
      (error: unknown) => {
        console.error('The confirmed action failed.', error);
        const text = error instanceof Error && error.message ? error.message : t('common.error');
        setState({ status: 'failure', message: text });
      },
    );
  };

  const dismiss = () => {
    if (state.status === 'submitting') return;
    if (state.status === 'success') onClose('OK');
    else onClose(state.status === 'failure' ? 'Error' : 'Cancel');
  };

  return (
    <Dialog
      open={open}
      onClose={dismiss}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
        {state.status === 'success' && (
          <Alert severity="success" sx={{ mt: 2 }} role="status">
            {successMessage ?? t('confirm.done')}
          </Alert>
        )}
        {state.status === 'failure' && (
          <Alert severity="error" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
            {state.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={dismiss} disabled={state.status === 'submitting'}>
          {state.status === 'success' ? t('common.ok') : t('common.cancel')}
        </Button>
        {(state.status === 'idle' || state.status === 'submitting' || state.status === 'failure') && (
          <Button
            color="error"
            variant="contained"
            onClick={confirm}
            disabled={state.status === 'submitting'}
            startIcon={state.status === 'submitting' ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {state.status === 'submitting' ? t('confirm.working') : confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
