import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteRetryContext } from './remote-retry-context';

/** What a visitor sees in place of a remote that failed to load or crashed while rendering. */
export function RemoteFallback() {
  const retry = use(RemoteRetryContext);
  const { t } = useTranslation();
  return (
    <div className="shell-remote-fallback" role="alert" data-testid="remote-fallback">
      <p>{t('remote.unavailable')}</p>
      <button type="button" className="shell-button" onClick={retry} data-testid="remote-retry">
        {t('remote.retry')}
      </button>
    </div>
  );
}
