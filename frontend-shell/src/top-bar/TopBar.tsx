import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../session/use-session';
import { UserMenu } from './UserMenu';

/**
 * The staff strip above every page, rendered only for a signed-in user. Over the admin remote, whose MUI app bar is
 * fixed at the top, it floats at the app bar's right end instead of pushing the page down.
 */
export function TopBar() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  if (session.status !== 'ready' || !session.user) return null;
  const overAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <nav
      className={overAdmin ? 'shell-top-bar shell-top-bar--over-admin' : 'shell-top-bar'}
      aria-label={t('topBar.label')}
      data-testid="shell-top-bar"
    >
      <UserMenu user={session.user} />
    </nav>
  );
}
