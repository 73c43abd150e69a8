import { Alert, AlertTitle, Button } from '@mui/material';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../engine/data-provider';

export interface AiErrorAlertProps {
  error: Error;
  onRetry: () => void;
}

interface Described {
  title: ParseKeys;
  /** Asking again may work (a provider failure, a rate limit, a lost connection); not for a missing configuration. */
  retryable: boolean;
}

/** The statuses the assistant's API answers when it cannot (0: the request did not reach it). */
const described: Partial<Record<number, Described>> = {
  503: { title: 'aiAssistant.errors.notConfigured', retryable: false },
  502: { title: 'aiAssistant.errors.providerFailed', retryable: true },
  504: { title: 'aiAssistant.errors.providerFailed', retryable: true },
  429: { title: 'aiAssistant.errors.tooMany', retryable: true },
  0: { title: 'aiAssistant.errors.offline', retryable: true },
};

/**
 * Why the assistant did not answer (the failure is also logged): the API's 503, 502 and 429 get a title saying what
 * it means for the user, with the API's own message below; other refusals (a carrier without English text) show the
 * API's message.
 */
export function AiErrorAlert({ error, onRetry }: AiErrorAlertProps) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : undefined;
  const known = status === undefined ? undefined : described[status];
  const retryable = known ? known.retryable : status === undefined || status >= 500;
  return (
    <Alert
      severity={status === 429 ? 'warning' : 'error'}
      data-testid="ai-error"
      action={
        retryable && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )
      }
    >
      {known && <AlertTitle>{t(known.title)}</AlertTitle>}
      {error.message || t('common.error')}
    </Alert>
  );
}
