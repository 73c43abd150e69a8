import { useTranslation } from '../i18n/use-translation';
import { useLanguage } from '../i18n/use-language';
import { formatCount, formatShare } from './route-figures';
import type { RouteStat } from './stats-api';

/** "Our 80% window held for 83% of the 2,817 parcels delivered in the last 90 days": the forecast's backtest. */
export function ForecastAccuracy({ accuracy }: { accuracy: NonNullable<RouteStat['forecast_accuracy']> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <p className="pp-figures__accuracy pp-muted" data-testid="forecast-accuracy">
      {t('stats.forecastAccuracy', {
        count: accuracy.parcels,
        formatted: formatCount(accuracy.parcels, language),
        held80: formatShare(accuracy.held_80, language),
        held95: formatShare(accuracy.held_95, language),
      })}
    </p>
  );
}
