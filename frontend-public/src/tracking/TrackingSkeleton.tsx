import { useTranslation } from '../i18n/use-translation';

/** Stands in for the result while the carriers are asked, which can take a few seconds. */
export function TrackingSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="pp-card pp-result-skeleton" aria-busy="true" data-testid="tracking-skeleton">
      <p className="pp-visually-hidden" role="status">
        {t('track.loading')}
      </p>
      <div className="pp-skeleton pp-skeleton--badge" />
      <div className="pp-skeleton pp-skeleton--line pp-skeleton--wide" />
      <div className="pp-skeleton-grid">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="pp-skeleton pp-skeleton--block" />
        ))}
      </div>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="pp-skeleton pp-skeleton--line" />
      ))}
    </div>
  );
}
