import { useTranslation } from '../i18n/use-translation';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

export interface PageTitleSkeletonProps {
  /** The crumbs already known (the section); the page's own crumb is its title, not known yet. */
  crumbs?: readonly Crumb[];
}

/** The breadcrumbs and a placeholder heading while a page's record loads. */
export function PageTitleSkeleton({ crumbs = [] }: PageTitleSkeletonProps) {
  const { t } = useTranslation();
  return (
    <div className="pp-page-title" aria-busy="true" data-testid="page-title-skeleton">
      <Breadcrumbs crumbs={[...crumbs, { label: t('common.loading') }]} />
      <div className="pp-skeleton pp-skeleton--title" />
    </div>
  );
}
