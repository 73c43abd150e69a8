import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';
import { EmptyState } from '../components/EmptyState';
import { Pagination } from '../components/Pagination';
import { previewText } from '../components/preview-text';
import { RemoteContent } from '../components/RemoteContent';
import { usePageParam } from '../components/use-page-param';
import { isShopType, LIST_PAGE_SIZE, listShops, shopPath } from '../content/content-api';
import { useRemoteData } from '../data/use-remote-data';
import { englishOn, fallbackLang, localized } from '../i18n/localized';
import { PageTitle } from '../layout/PageTitle';
import { useLanguage } from '../i18n/use-language';

/** /shops: the online shops whose orders visitors track, 20 a page. */
export default function ShopsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = usePageParam();
  const { state, retry } = useRemoteData(`/api/public/shops?page=${page}`, (signal) => listShops(page, signal), {
    keepPrevious: true,
  });

  return (
    <>
      <PageTitle title={t('shops.title')}>
        <p className="pp-lead">{t('shops.lead')}</p>
      </PageTitle>
      <RemoteContent state={state} retry={retry} errorText={t('shops.loadError')}>
        {({ records, total }) =>
          records.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <p className="pp-list-count" data-testid="list-count">
                {t('shops.count', { count: total })}
              </p>
              <ul className="pp-card-list" data-testid="shop-list">
                {records.map((shop) => {
                  const summary = previewText(localized(shop.translations, language).short_content ?? '');
                  return (
                    <li key={shop._id}>
                      <article className="pp-card pp-shop-card">
                        <div className="pp-carrier-card__head">
                          <span className="pp-shop-mark" aria-hidden="true">
                            {shop.name.slice(0, 1).toUpperCase()}
                          </span>
                          <div className="pp-carrier-card__titles">
                            <h2 className="pp-carrier-card__name">
                              <Link to={shopPath(shop.system_name)}>{shop.name}</Link>
                            </h2>
                            <p
                              className="pp-carrier-card__meta"
                              lang={isShopType(shop.type) ? undefined : englishOn(language)}
                            >
                              {isShopType(shop.type) ? t(`shopType.${shop.type}`) : shop.type}
                            </p>
                          </div>
                        </div>
                        {summary && (
                          <p
                            className="pp-carrier-card__summary"
                            lang={fallbackLang(shop.translations, language, 'short_content')}
                          >
                            {summary}
                          </p>
                        )}
                      </article>
                    </li>
                  );
                })}
              </ul>
              <Pagination total={total} page={page} limit={LIST_PAGE_SIZE} />
            </>
          )
        }
      </RemoteContent>
    </>
  );
}
