import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface DashboardCardErrorProps {
  message: string;
  onRetry: () => void;
}

/** A dashboard card's failed load, with a Retry (the cause is logged where the card catches it). */
export function DashboardCardError({ message, onRetry }: DashboardCardErrorProps) {
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
      {message}
    </Alert>
  );
}
