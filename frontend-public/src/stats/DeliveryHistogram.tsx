import { useTranslation } from '../i18n/use-translation';
import { bucketShares, formatCount, formatShare } from './route-figures';
import type { RouteStat } from './stats-api';
import { useLanguage } from '../i18n/use-language';

export interface DeliveryHistogramProps {
  stat: RouteStat;
  /** Names what is counted ("China Post parcels from China to United States"). */
  caption: string;
}

/**
 * How many parcels arrived within each delivery-time bucket, as bars (plain CSS). Every bar is also written out as
 * text, so the figure reads the same without seeing it.
 */
export function DeliveryHistogram({ stat, caption }: DeliveryHistogramProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shares = bucketShares(stat);
  const largest = Math.max(...shares.map(({ share }) => share), 0);
  return (
    <figure className="pp-histogram" data-testid="histogram">
      <figcaption className="pp-histogram__caption">{caption}</figcaption>
      <ol className="pp-histogram__bars">
        {shares.map(({ bucket, count, share }) => (
          <li key={bucket} className="pp-histogram__row" data-testid={`histogram-${bucket}`}>
            <span className="pp-histogram__label">{t(`stats.bucket.${bucket}`)}</span>
            <span className="pp-histogram__track" aria-hidden="true">
              <span
                className="pp-histogram__bar"
                style={{ width: largest > 0 ? `${Math.max((share / largest) * 100, share > 0 ? 1.5 : 0)}%` : 0 }}
              />
            </span>
            <span className="pp-histogram__value">
              <strong>{formatShare(share, language)}</strong>
              <span className="pp-muted">
                {' '}
                {t('stats.parcels', { count, formatted: formatCount(count, language) })}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
