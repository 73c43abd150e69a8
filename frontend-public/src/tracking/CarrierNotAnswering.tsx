import { useTranslation } from '../i18n/use-translation';

export interface CarrierNotAnsweringProps {
  /** Whether events stored from earlier lookups are shown below. */
  hasEvents: boolean;
}

/** The carriers did not answer this lookup (failure ERROR): what is shown may be out of date, or missing. */
export function CarrierNotAnswering({ hasEvents }: CarrierNotAnsweringProps) {
  const { t } = useTranslation();
  return (
    <div className="pp-notice pp-notice--warning" role="status" data-testid="carrier-not-answering">
      <p className="pp-notice__title">{t('track.notAnsweringTitle')}</p>
      <p>{hasEvents ? t('track.notAnsweringWithEvents') : t('track.notAnsweringWithoutEvents')}</p>
    </div>
  );
}
