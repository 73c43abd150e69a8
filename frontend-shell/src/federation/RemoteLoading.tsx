import { useTranslation } from 'react-i18next';

export function RemoteLoading() {
  const { t } = useTranslation();
  return (
    <div className="shell-remote-loading" role="status">
      {t('remote.loading')}
    </div>
  );
}
