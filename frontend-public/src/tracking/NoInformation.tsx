import { useTranslation } from '../i18n/use-translation';
import { OrderNumberWarning } from './OrderNumberWarning';
import { StatusBadge } from './StatusBadge';

export interface NoInformationProps {
  /** The marketplace whose order-number format the number has, if any. */
  orderMarketplace?: string;
}

/** docs/product-spec.md §8: what the carriers said about a number is nothing at all. */
export function NoInformation({ orderMarketplace }: NoInformationProps) {
  const { t } = useTranslation();
  return (
    <section className="pp-card pp-no-info" aria-labelledby="pp-no-info-title" data-testid="no-information">
      {orderMarketplace && <OrderNumberWarning marketplace={orderMarketplace} />}
      <StatusBadge status={false} size="large" />
      <h2 id="pp-no-info-title" className="pp-no-info__title">
        {t('noInfo.title')}
      </h2>
      <p>{t('noInfo.text')}</p>
      <ul className="pp-no-info__advice">
        <li>{t('noInfo.checkNumber')}</li>
        <li>{t('noInfo.waitDays')}</li>
      </ul>
    </section>
  );
}
