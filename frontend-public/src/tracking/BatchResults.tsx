import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { recordLookup } from './saved-codes';
import { resultCarriers } from './tracking-status';
import { TrackingCard } from './TrackingCard';
import { useBatchLookup } from './use-batch-lookup';

export interface BatchResultsProps {
  codes: readonly string[];
}

/** Several numbers tracked together: a progress bar, then a card per number as its answer arrives. */
export function BatchResults({ codes }: BatchResultsProps) {
  const { t } = useTranslation();
  const { items, done } = useBatchLookup(codes);

  useEffect(() => {
    for (const [code, item] of items) {
      if (item.status !== 'ready') continue;
      recordLookup(code, item.result.status, resultCarriers(item.result));
    }
  }, [items]);

  const finished = done === codes.length;
  return (
    <section className="pp-batch" aria-labelledby="pp-batch-title" data-testid="batch-results">
      <div className="pp-batch__head">
        <h2 id="pp-batch-title" className="pp-card__title">
          {t('batch.title', { count: codes.length })}
        </h2>
        <div className="pp-progress" aria-live="polite">
          <progress
            className="pp-progress__bar"
            max={codes.length}
            value={done}
            aria-label={t('batch.progressLabel')}
          />
          <span className="pp-progress__text" data-testid="batch-progress">
            {finished
              ? t('batch.finished', { count: codes.length })
              : t('batch.progress', { done, total: codes.length })}
          </span>
        </div>
      </div>
      <ul className="pp-card-list">
        {codes.map((code) => {
          const item = items.get(code) ?? { status: 'loading' };
          return (
            <li key={code}>
              {item.status === 'ready' ? (
                <TrackingCard
                  code={code}
                  status={item.result.status}
                  carriers={resultCarriers(item.result)}
                  latestEvent={item.result.records[0]}
                />
              ) : (
                <TrackingCard code={code} status={item.status} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
