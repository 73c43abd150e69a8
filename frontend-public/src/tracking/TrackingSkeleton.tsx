import { useTranslation } from '../i18n/use-translation';

const lines = (count: number, className = 'pp-skeleton pp-skeleton--line') =>
  Array.from({ length: count }, (_, index) => <div key={index} className={className} />);

/**
 * Stands in for the result while the carriers are asked, which can take a few seconds. It has the result's shape
 * (the status card, the details, the first events) and about its height, so what follows it on the page starts below
 * the first screen and does not move when the result takes its place (no layout shift on a phone or a laptop).
 */
export function TrackingSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="pp-result-skeleton" aria-busy="true" data-testid="tracking-skeleton">
      <p className="pp-visually-hidden" role="status">
        {t('track.loading')}
      </p>
      <div className="pp-card">
        <div className="pp-skeleton pp-skeleton--badge" />
        <div className="pp-skeleton pp-skeleton--line pp-skeleton--wide" />
        {lines(3)}
      </div>
      <div className="pp-card">
        <div className="pp-skeleton pp-skeleton--title" />
        <div className="pp-skeleton-grid">{lines(6, 'pp-skeleton pp-skeleton--block')}</div>
      </div>
      <div className="pp-card">
        <div className="pp-skeleton pp-skeleton--title" />
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index}>
            <div className="pp-skeleton pp-skeleton--line" />
            <div className="pp-skeleton pp-skeleton--line pp-skeleton--short" />
          </div>
        ))}
      </div>
    </div>
  );
}
