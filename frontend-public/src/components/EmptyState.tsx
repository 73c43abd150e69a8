import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

export interface EmptyStateProps {
  title?: string;
  children?: ReactNode;
}

/** A list with nothing in it (docs/product-spec.md §8: empty lists say so). */
export function EmptyState({ title, children }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div className="pp-empty" data-testid="empty-state">
      <p className="pp-empty__title">{title ?? t('common.noRecords')}</p>
      {children}
    </div>
  );
}
