import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'react-router';
import { Link, useLocalizedNavigate } from '../i18n/LocalizedLinks';
import { announceSessionChange, isSignOutRequested } from '@parcelpilot/contracts';
import { readSession, signOut, type SessionResponse } from '../auth/session-api';
import { PageTitle } from '../layout/PageTitle';

type Step =
  | { name: 'checking' }
  | { name: 'confirm'; session: SessionResponse }
  | { name: 'signing-out' }
  | { name: 'not-signed-in' }
  | { name: 'failed'; session: SessionResponse | undefined };

/**
 * /auth/signout. Signing out ends the user's sessions on every device, so a visit alone never does it (a link on
 * another site could send anyone here): the page shows a Sign out button, a POST with the session's CSRF token. The
 * top bar's Log Out comes with router state that only this site can set, and signs out at once.
 */
export default function SignOutPage() {
  const { t } = useTranslation();
  const navigate = useLocalizedNavigate();
  const requested = isSignOutRequested(useLocation().state);
  const [step, setStep] = useState<Step>({ name: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const controller = useRef<AbortController | undefined>(undefined);

  const end = useCallback(
    (session: SessionResponse) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setStep({ name: 'signing-out' });
      signOut(session, current.signal).then(
        () => {
          announceSessionChange({ user: null, isAuthorised: false });
          void navigate('/', { replace: true });
        },
        (error: unknown) => {
          if (current.signal.aborted) return;
          console.error('Signing out failed.', error);
          setStep({ name: 'failed', session });
        },
      );
    },
    [navigate],
  );

  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    setStep({ name: 'checking' });
    readSession(current.signal).then(
      (session) => {
        if (current.signal.aborted) return;
        if (!session.user) {
          announceSessionChange(session);
          setStep({ name: 'not-signed-in' });
        } else if (requested) {
          end(session);
        } else {
          setStep({ name: 'confirm', session });
        }
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        console.error('The session could not be read.', error);
        setStep({ name: 'failed', session: undefined });
      },
    );
    return () => controller.current?.abort();
    // The session is read once per visit and per retry: `requested` and `end` stay the same for the visit.
  }, [attempt]);

  return (
    <div className="pp-auth">
      <PageTitle title={t('signOut.title')} />
      {step.name === 'confirm' && (
        <div className="pp-card pp-auth__form">
          <p>{t('signOut.signedInAs', { name: step.session.user?.name ?? '' })}</p>
          <p className="pp-muted">{t('signOut.everyDevice')}</p>
          <button type="button" className="pp-button pp-button--block" onClick={() => end(step.session)}>
            {t('signOut.submit')}
          </button>
        </div>
      )}
      {step.name === 'not-signed-in' && (
        <div className="pp-card pp-auth__form">
          <p>{t('signOut.notSignedIn')}</p>
          <Link className="pp-button pp-button--block" to="/">
            {t('signOut.home')}
          </Link>
        </div>
      )}
      {step.name === 'failed' && (
        <div className="pp-notice pp-notice--error" role="alert">
          <p>{t('signOut.failed')}</p>
          <button
            type="button"
            className="pp-button"
            onClick={() => (step.session ? end(step.session) : setAttempt((count) => count + 1))}
          >
            {t('common.retry')}
          </button>
        </div>
      )}
      {(step.name === 'checking' || step.name === 'signing-out') && (
        <p className="pp-page-loading pp-page-loading--now" role="status">
          <span className="pp-spinner" aria-hidden="true" />
          {t(step.name === 'checking' ? 'signOut.checking' : 'signOut.progress')}
        </p>
      )}
    </div>
  );
}
