import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A failed load, with what went wrong and a retry (never a blank screen; the cause is logged where it is caught). */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {error instanceof Error ? error.message : t('common.error')}
    </Alert>
  );
}
