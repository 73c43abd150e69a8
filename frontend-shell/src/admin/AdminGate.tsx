import { ADMIN_REMOTE } from '@parcelpilot/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { RemoteLoading } from '../federation/RemoteLoading';
import { RemoteSlot } from '../federation/RemoteSlot';
import { reloadSession } from '../session/session-store';
import { useSession } from '../session/use-session';

/**
 * Mounts the admin remote only for a signed-in user: anonymous visitors go to the sign-in page (which brings them
 * back here) without downloading any admin code.
 */
export function AdminGate() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  switch (session.status) {
    case 'loading':
      return <RemoteLoading />;
    case 'error':
      return (
        <div className="shell-remote-fallback" role="alert">
          <p>{t('session.unavailable')}</p>
          <button type="button" className="shell-button" onClick={() => void reloadSession()}>
            {t('remote.retry')}
          </button>
        </div>
      );
    case 'ready':
      if (!session.user) {
        return <Navigate replace to={`/auth?next=${encodeURIComponent(`${pathname}${search}${hash}`)}`} />;
      }
      return <RemoteSlot key={ADMIN_REMOTE} name={ADMIN_REMOTE} />;
  }
}
