import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedNavigate } from '../i18n/LocalizedLinks';
import { announceSessionChange } from '../../../frontend-shell/src/session/session-events';
import { signOut } from '../auth/session-api';
import { PageTitle } from '../layout/PageTitle';

/** /auth/signout: ends the session, tells the shell, and returns home. */
export default function SignOutPage() {
  const { t } = useTranslation();
  const navigate = useLocalizedNavigate();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    signOut(controller.signal).then(
      () => {
        announceSessionChange({ user: null, isAuthorised: false });
        void navigate('/', { replace: true });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Signing out failed.', error);
        setFailed(true);
      },
    );
    return () => controller.abort();
  }, [attempt, navigate]);

  return (
    <div className="pp-auth">
      <PageTitle title={t('signOut.title')} />
      {failed ? (
        <div className="pp-notice pp-notice--error" role="alert">
          <p>{t('signOut.failed')}</p>
          <button type="button" className="pp-button" onClick={() => setAttempt((count) => count + 1)}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <p className="pp-page-loading pp-page-loading--now" role="status">
          <span className="pp-spinner" aria-hidden="true" />
          {t('signOut.progress')}
        </p>
      )}
    </div>
  );
}
