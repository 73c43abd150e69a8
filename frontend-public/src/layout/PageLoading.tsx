import { useTranslation } from '../i18n/use-translation';

/** A page's code or data on its way; shown only when that takes a moment, so fast loads do not flash. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="pp-page-loading" role="status">
      <span className="pp-spinner" aria-hidden="true" />
      {t('common.loading')}
    </div>
  );
}
