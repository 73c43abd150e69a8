import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { usePageHead } from '../ssr/use-page-head';

/**
 * Sets the browser tab's title to `title · ParcelPilot` (the site's own title without one); a server render writes
 * the same title into the HTML.
 */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation();
  const site = t('layout.logo');
  const documentTitle = title ? `${title} · ${site}` : t('layout.documentTitle');
  usePageHead({ title: documentTitle, siteName: site });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
}
