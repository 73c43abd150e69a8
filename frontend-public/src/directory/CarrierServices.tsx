import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';
import { RichText } from '../components/RichText';
import { fallbackLang, localized } from '../i18n/localized';
import { trackingPath } from '../tracking/tracking-code';
import type { CarrierDetail } from './carriers-api';
import { useLanguage } from '../i18n/use-language';

export interface CarrierServicesProps {
  carrier: CarrierDetail;
}

/** The carrier's services: shipping time, an example tracking number and whether it crosses borders. */
export function CarrierServices({ carrier }: CarrierServicesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const services = [...carrier.services].sort((a, b) => a.order - b.order);
  if (services.length === 0 && carrier.serviceList.length === 0) return null;
  return (
    <section className="pp-card" aria-labelledby="pp-courier-services" data-testid="carrier-services">
      <h2 id="pp-courier-services" className="pp-card__title">
        {t('courier.services', { name: carrier.name })}
      </h2>
      {services.length > 0 ? (
        <div className="pp-table-wrap">
          <table className="pp-table pp-table--stack">
            <thead>
              <tr>
                <th scope="col">{t('courier.service')}</th>
                <th scope="col">{t('courier.shippingTime')}</th>
                <th scope="col">{t('courier.example')}</th>
              </tr>
            </thead>
            <tbody>
              {services.map((service) => {
                const content = localized(service.content, language);
                return (
                  <tr key={service._id}>
                    <td>
                      {/* Brand names stay as they are; a descriptive name has its translation. */}
                      <strong>{content.trackingService || service.trackingService}</strong>
                      {service.internationalService && (
                        <span className="pp-table__note">{t('courier.internationalService')}</span>
                      )}
                      {content.short_content && (
                        <RichText
                          className="pp-table__note"
                          html={content.short_content}
                          lang={fallbackLang(service.content, language, 'short_content')}
                        />
                      )}
                    </td>
                    <td
                      data-label={t('courier.shippingTime')}
                      lang={
                        service.shipping_time ? fallbackLang(service.content, language, 'shipping_time') : undefined
                      }
                    >
                      {content.shipping_time || service.shipping_time || '—'}
                    </td>
                    <td data-label={t('courier.example')}>
                      {service.trackingNumberExample ? (
                        <Link
                          className="pp-code-sample"
                          to={trackingPath(service.trackingNumberExample)}
                          aria-label={t('courier.trackExample', { code: service.trackingNumberExample })}
                        >
                          {service.trackingNumberExample}
                        </Link>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="pp-service-list">
          {carrier.serviceList.map((service) => (
            <li key={service.name}>
              <strong>{service.name}</strong>
              {service.description && <span className="pp-muted"> · {service.description}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
