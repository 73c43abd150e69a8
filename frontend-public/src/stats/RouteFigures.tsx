import { useTranslation } from '../i18n/use-translation';
import { formatDate } from '../tracking/format-date';
import { DemoDataNote } from './DemoDataNote';
import { ForecastAccuracy } from './ForecastAccuracy';
import { formatCount, formatDays, formatShare } from './route-figures';
import type { RouteStat } from './stats-api';
import { useLanguage } from '../i18n/use-language';

export interface RouteFiguresProps {
  stat: RouteStat;
}

/**
 * The headline figures of a route: average and median days, the percentiles, sample size and freshness, how often the
 * delivery forecast held, and the demo label when they rest on demo shipments.
 */
export function RouteFigures({ stat }: RouteFiguresProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const days = (value: number | null) =>
    value === null ? '—' : t('stats.days', { count: value, formatted: formatDays(value, language) });
  return (
    <div className="pp-figures" data-testid="route-figures">
      <dl className="pp-figures__main">
        <div className="pp-figure pp-figure--primary">
          <dt>{t('stats.average')}</dt>
          <dd data-testid="figure-average">{days(stat.avg_delivery_time)}</dd>
        </div>
        <div className="pp-figure">
          <dt>{t('stats.median')}</dt>
          <dd data-testid="figure-median">{days(stat.median)}</dd>
        </div>
      </dl>
      <dl className="pp-figures__percentiles" aria-label={t('stats.percentilesLabel')}>
        {(['p75', 'p90', 'p95'] as const).map((key) => (
          <div key={key} className="pp-figure pp-figure--small">
            <dt>{t(`stats.${key}`)}</dt>
            <dd data-testid={`figure-${key}`}>{days(stat[key])}</dd>
          </div>
        ))}
      </dl>
      <p className="pp-figures__sample pp-muted" data-testid="figure-sample">
        {t('stats.sample', {
          count: stat.sample_size,
          formatted: formatCount(stat.sample_size, language),
          delivered: formatCount(stat.delivered_shipments, language),
          returned: formatShare(stat.returned_or_failed_share, language),
        })}{' '}
        {t('stats.updated', { date: formatDate(new Date(stat.updated_at), language) })}
      </p>
      {stat.forecast_accuracy && <ForecastAccuracy accuracy={stat.forecast_accuracy} />}
      {(stat.demo || stat.forecast_accuracy?.demo) && <DemoDataNote />}
    </div>
  );
}
