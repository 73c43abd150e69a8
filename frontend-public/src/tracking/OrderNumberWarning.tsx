import { useTranslation } from '../i18n/use-translation';

export interface OrderNumberWarningProps {
  /** The marketplace's name, e.g. Amazon. */
  marketplace: string;
}

/** docs/product-spec.md §8: the number has a marketplace's order-number format. */
export function OrderNumberWarning({ marketplace }: OrderNumberWarningProps) {
  const { t } = useTranslation();
  return (
    <div className="pp-notice pp-notice--warning" data-testid="order-number-warning">
      <p className="pp-notice__title">{t('orderNumber.title', { marketplace })}</p>
      <p>{t('orderNumber.text')}</p>
      <p>{t('orderNumber.advice', { marketplace })}</p>
    </div>
  );
}
