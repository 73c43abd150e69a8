import { useTranslation } from 'react-i18next';
import { TrackingSearchForm } from '../tracking/TrackingSearchForm';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="pp-hero">
      <h1>{t('home.title')}</h1>
      <p className="pp-lead">{t('home.lead')}</p>
      <TrackingSearchForm />
      <p className="pp-hint">{t('home.orderNumberHint')}</p>
    </section>
  );
}
