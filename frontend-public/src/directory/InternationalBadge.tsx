import { useTranslation } from '../i18n/use-translation';

/** The courier ships between countries (the carrier's international_service flag). */
export function InternationalBadge() {
  const { t } = useTranslation();
  return (
    <span className="pp-tag pp-tag--international" data-testid="international-badge">
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M1.5 8h13M8 1.5c2 2 2.8 4.2 2.8 6.5S10 12.5 8 14.5M8 1.5C6 3.5 5.2 5.7 5.2 8S6 12.5 8 14.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      {t('directory.international')}
    </span>
  );
}
