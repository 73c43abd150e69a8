import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';
import { PageTitle } from '../layout/PageTitle';
import { useNotFoundStatus } from '../ssr/use-not-found-status';

/** Unknown paths and /404.html. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  useNotFoundStatus();
  return (
    <section className="pp-not-found" data-testid="not-found">
      <PageTitle title={t('notFound.title')} />
      <p className="pp-lead">{t('notFound.text')}</p>
      <p className="pp-actions">
        <Link className="pp-button" to="/">
          {t('notFound.homeLink')}
        </Link>
        <Link className="pp-button pp-button--secondary" to="/my-tracking-list">
          {t('notFound.listLink')}
        </Link>
      </p>
    </section>
  );
}
