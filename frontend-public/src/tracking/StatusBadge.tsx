import { useTranslation } from '../i18n/use-translation';
import { StatusIcon } from './StatusIcon';
import { statusSlug, type TrackingStatus } from './tracking-status';

export interface StatusBadgeProps {
  status: TrackingStatus;
  size?: 'small' | 'large';
}

export function StatusBadge({ status, size = 'small' }: StatusBadgeProps) {
  const { t } = useTranslation();
  const slug = statusSlug(status);
  return (
    <span className={`pp-badge pp-badge--${slug} pp-badge--${size}`} data-testid="status-badge">
      <StatusIcon slug={slug} />
      {t(`status.${slug}`)}
    </span>
  );
}
