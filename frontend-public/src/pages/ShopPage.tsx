import { useTranslation } from '../i18n/use-translation';
import { useParams } from 'react-router';
import { Link } from '../i18n/LocalizedLinks';
import { RemoteContent } from '../components/RemoteContent';
import { RichText } from '../components/RichText';
import { getShop } from '../content/content-api';
import { useRemoteData } from '../data/use-remote-data';
import { fallbackLang, localized } from '../i18n/localized';
import { PageTitle } from '../layout/PageTitle';
import { PageTitleSkeleton } from '../layout/PageTitleSkeleton';
import { TrackingSearchForm } from '../tracking/TrackingSearchForm';
import { useLanguage } from '../i18n/use-language';

/** /shops/{system_name}: how a shop ships its orders and how to track them. */
export default function ShopPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const systemName = useParams().systemName ?? '';
  const { state, retry } = useRemoteData(`/api/public/shops/${systemName}`, (signal) => getShop(systemName, signal));
  const crumbs = [{ label: t('shops.title'), to: '/shops' }];

  return (
    <RemoteContent
      state={state}
      retry={retry}
      errorText={t('shops.loadError')}
      skeleton={
        <>
          <PageTitleSkeleton crumbs={crumbs} />
          <div className="pp-skeleton pp-skeleton--panel" />
        </>
      }
    >
      {(shop) => {
        const translation = localized(shop.translations, language);
        const homepage = shop.homepage && /^https?:\/\//i.test(shop.homepage) ? shop.homepage : null;
        return (
          <article data-testid="shop-page">
            <PageTitle
              title={translation.title || shop.name}
              titleLang={translation.title ? fallbackLang(shop.translations, language, 'title') : undefined}
              crumbs={crumbs}
            >
              {translation.short_content && (
                <p className="pp-lead" lang={fallbackLang(shop.translations, language, 'short_content')}>
                  {translation.short_content}
                </p>
              )}
            </PageTitle>
            <section className="pp-card" aria-label={t('shops.trackLabel', { name: shop.name })}>
              <TrackingSearchForm label={t('shops.trackLabel', { name: shop.name })} />
            </section>
            {translation.content && (
              <section className="pp-card">
                <RichText html={translation.content} lang={fallbackLang(shop.translations, language, 'content')} />
              </section>
            )}
            <div className="pp-notice pp-notice--warning">
              <p className="pp-notice__title">{t('shops.orderTitle')}</p>
              <p>{t('shops.orderText', { name: shop.name })}</p>
            </div>
            <p className="pp-actions">
              {homepage && (
                <a className="pp-button pp-button--secondary" href={homepage} target="_blank" rel="noopener noreferrer">
                  {t('shops.visit', { name: shop.name })}
                </a>
              )}
              <Link className="pp-button pp-button--secondary" to="/shops">
                {t('shops.all')}
              </Link>
            </p>
          </article>
        );
      }}
    </RemoteContent>
  );
}
