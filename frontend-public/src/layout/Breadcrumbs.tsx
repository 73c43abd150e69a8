import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';
import { usePageHead } from '../ssr/use-page-head';

export interface Crumb {
  label: string;
  /** Absent on the current page, the last crumb. */
  to?: string;
}

export interface BreadcrumbsProps {
  crumbs: readonly Crumb[];
}

export function Breadcrumbs({ crumbs }: BreadcrumbsProps) {
  const { t } = useTranslation();
  usePageHead({ crumbs: [{ label: t('layout.home'), to: '/' }, ...crumbs] });
  return (
    <nav className="pp-breadcrumbs" aria-label={t('layout.breadcrumbs')}>
      <ol>
        <li>
          <Link to="/">{t('layout.home')}</Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
