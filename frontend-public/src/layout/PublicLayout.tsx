import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';

/** Header, page content and footer shared by every public page. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <>
      <header className="pp-header">
        <div className="pp-container">
          <Link className="pp-logo" to="/" aria-label={t('layout.homeLink')}>
            {t('layout.logo')}
          </Link>
        </div>
      </header>
      <main className="pp-main pp-container">
        <Outlet />
      </main>
      <footer className="pp-footer">
        <div className="pp-container">{t('layout.copyright', { year: new Date().getFullYear() })}</div>
      </footer>
    </>
  );
}
