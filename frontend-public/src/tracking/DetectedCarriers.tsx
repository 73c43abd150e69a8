import { useTranslation } from '../i18n/use-translation';
import type { DetectionState } from './use-detection';

export interface DetectedCarriersProps {
  state: DetectionState;
}

/** The carriers the number's format points to, shown at once while the carriers themselves are asked. */
export function DetectedCarriers({ state }: DetectedCarriersProps) {
  const { t } = useTranslation();
  if (state.status === 'idle' || state.status === 'invalid' || state.status === 'error') return null;
  if (state.status === 'loading') {
    return (
      <p className="pp-detected" aria-busy="true">
        <span className="pp-detected__label">{t('detected.label')}</span>
        <span className="pp-skeleton pp-skeleton--chip" />
      </p>
    );
  }
  const { candidates } = state.detection;
  return (
    <p className="pp-detected" data-testid="detected-carriers">
      <span className="pp-detected__label">{t('detected.label')}</span>
      {candidates.length === 0 ? (
        <span className="pp-detected__none">{t('detected.none')}</span>
      ) : (
        candidates.slice(0, 4).map((candidate) => (
          <span key={`${candidate.carrier}-${candidate.service ?? ''}`} className="pp-chip">
            {candidate.name}
            {candidate.confidence !== 'high' && (
              <span className="pp-chip__note">{t(`detected.confidence.${candidate.confidence}`)}</span>
            )}
          </span>
        ))
      )}
    </p>
  );
}
