import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { normalizeTrackingCode } from '../tracking/tracking-code';

export function TrackPage() {
  const { t } = useTranslation();
  const code = normalizeTrackingCode(useParams().code ?? '');
  return (
    <section>
      <p className="pp-eyebrow">{t('track.eyebrow')}</p>
      <h1 className="pp-code">{code}</h1>
      <p>{t('track.comingSoon')}</p>
    </section>
  );
}
