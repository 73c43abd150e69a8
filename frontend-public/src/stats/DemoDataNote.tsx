import { useTranslation } from '../i18n/use-translation';

/** Beside every figure that rests on the labelled demo shipments (DEMO_DATA): says the figures are generated. */
export function DemoDataNote() {
  const { t } = useTranslation();
  return (
    <p className="pp-demo-note" data-testid="demo-data-note">
      {t('stats.demoData')}
    </p>
  );
}
