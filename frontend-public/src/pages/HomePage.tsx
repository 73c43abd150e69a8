import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';
import { AdSlot } from '../ads/AdSlot';
import { useDocumentTitle } from '../layout/use-document-title';
import { RecentSavedCodes } from '../tracking/RecentSavedCodes';
import { TrackingSearchForm } from '../tracking/TrackingSearchForm';

/** The main page banner's five carriers (docs/product-spec.md §2). */
const BANNER_CARRIERS = [
  { code: 'usps', name: 'USPS', mark: 'US' },
  { code: 'ups', name: 'UPS', mark: 'UPS' },
  { code: 'fedex', name: 'FedEx', mark: 'FX' },
  { code: 'dhl', name: 'DHL', mark: 'DHL' },
  { code: 'royal-mail', name: 'Royal Mail', mark: 'RM' },
] as const;

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle();
  return (
    <>
      <section className="pp-hero" aria-labelledby="pp-home-title">
        <h1 id="pp-home-title">{t('home.title')}</h1>
        <p className="pp-lead">{t('home.lead')}</p>
        <TrackingSearchForm />
        <RecentSavedCodes />
      </section>
      <AdSlot slot="home" />
      <section className="pp-carrier-banner" aria-labelledby="pp-banner-title">
        <h2 id="pp-banner-title" className="pp-carrier-banner__title">
          {t('home.bannerTitle')}
        </h2>
        <ul className="pp-carrier-banner__list">
          {BANNER_CARRIERS.map((carrier) => (
            <li key={carrier.code}>
              <Link className={`pp-carrier-tile pp-carrier-tile--${carrier.code}`} to={`/couriers/${carrier.code}`}>
                <span className="pp-carrier-tile__mark" aria-hidden="true">
                  {carrier.mark}
                </span>
                {carrier.name}
              </Link>
            </li>
          ))}
        </ul>
        <Link className="pp-carrier-banner__more" to="/couriers">
          {t('home.allCouriers')}
        </Link>
      </section>
      <section className="pp-explainer">
        <div className="pp-explainer__item">
          <h2>{t('home.couriersTitle')}</h2>
          <p>{t('home.couriersText')}</p>
        </div>
        <div className="pp-explainer__item">
          <h2>{t('home.orderTitle')}</h2>
          <p>{t('home.orderText')}</p>
        </div>
        <div className="pp-explainer__item">
          <h2>{t('home.severalTitle')}</h2>
          <p>{t('home.severalText')}</p>
        </div>
      </section>
    </>
  );
}
