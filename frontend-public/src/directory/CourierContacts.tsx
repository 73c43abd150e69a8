import { useTranslation } from '../i18n/use-translation';
import type { CarrierDetail } from './carriers-api';

export interface CourierContactsProps {
  carrier: CarrierDetail;
}

/** Only http(s) links leave the site; anything else stored as a homepage is shown as text. */
function safeWebLink(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** How to reach the carrier itself: phone, e-mail and website. */
export function CourierContacts({ carrier }: CourierContactsProps) {
  const { t } = useTranslation();
  const homepage = carrier.homepage ? safeWebLink(carrier.homepage) : null;
  const hasAny = Boolean(carrier.phone || carrier.email || carrier.homepage);
  return (
    <section className="pp-card pp-contacts" aria-labelledby="pp-courier-contacts" data-testid="courier-contacts">
      <h2 id="pp-courier-contacts" className="pp-card__title">
        {t('courier.contactsTitle')}
      </h2>
      {hasAny ? (
        <dl className="pp-contacts__list">
          {carrier.phone && (
            <div>
              <dt>{t('courier.phone')}</dt>
              <dd>
                <a href={`tel:${carrier.phone.replace(/[^\d+]/g, '')}`}>{carrier.phone}</a>
              </dd>
            </div>
          )}
          {carrier.email && (
            <div>
              <dt>{t('courier.email')}</dt>
              <dd>
                <a href={`mailto:${carrier.email}`}>{carrier.email}</a>
              </dd>
            </div>
          )}
          {carrier.homepage && (
            <div>
              <dt>{t('courier.website')}</dt>
              <dd>
                {homepage ? (
                  <a href={homepage} target="_blank" rel="noopener noreferrer">
                    {new URL(homepage).host}
                  </a>
                ) : (
                  carrier.homepage
                )}
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="pp-muted">{t('courier.noContacts')}</p>
      )}
    </section>
  );
}
