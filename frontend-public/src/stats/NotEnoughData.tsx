import { useTranslation } from '../i18n/use-translation';
import { formatCount } from './route-figures';
import { useLanguage } from '../i18n/use-language';

export interface NotEnoughDataProps {
  /** Finished shipments counted so far (0 when none). */
  sampleSize: number;
  /** The smallest sample with figures, when known. */
  minSampleSize?: number;
}

/** Below the minimum sample the API gives no figures: say so rather than show misleading ones. */
export function NotEnoughData({ sampleSize, minSampleSize }: NotEnoughDataProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="pp-notice pp-notice--info" data-testid="not-enough-data">
      <p className="pp-notice__title">{t('stats.notEnoughTitle')}</p>
      <p>
        {sampleSize > 0
          ? t('stats.notEnoughSample', { count: sampleSize, formatted: formatCount(sampleSize, language) })
          : t('stats.notEnoughNone')}{' '}
        {minSampleSize !== undefined
          ? t('stats.notEnoughMin', { count: minSampleSize, formatted: formatCount(minSampleSize, language) })
          : t('stats.notEnoughLater')}
      </p>
    </div>
  );
}
