import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';
import { LanguageSwitcher } from './LanguageSwitcher';
import { TopNavigation } from './TopNavigation';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="pp-header">
      <div className="pp-container pp-header__row">
        <Link className="pp-logo" to="/" aria-label={t('layout.homeLink')}>
          <svg className="pp-logo__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <rect width="32" height="32" rx="7" fill="currentColor" />
            <path d="M9 23V9h8a5 5 0 0 1 0 10h-4v4z" fill="#fff" />
          </svg>
          <span>{t('layout.logo')}</span>
        </Link>
        <div className="pp-header__end">
          <TopNavigation />
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
