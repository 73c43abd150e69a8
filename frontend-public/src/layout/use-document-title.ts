import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab's title to `title · ParcelPilot` (the bare site name without a title). */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation();
  const site = t('layout.logo');
  useEffect(() => {
    document.title = title ? `${title} · ${site}` : t('layout.documentTitle');
  }, [title, site, t]);
}
