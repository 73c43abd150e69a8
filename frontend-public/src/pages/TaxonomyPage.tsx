import { useTranslation } from '../i18n/use-translation';
import { useParams } from 'react-router';
import { Link } from '../i18n/LocalizedLinks';
import { EmptyState } from '../components/EmptyState';
import { Pagination } from '../components/Pagination';
import { RemoteContent } from '../components/RemoteContent';
import { RichText } from '../components/RichText';
import { usePageParam } from '../components/use-page-param';
import { getTaxonomy, LIST_PAGE_SIZE, listTaxonomyContent, taxonomyText } from '../content/content-api';
import { ContentPreviewList } from '../content/ContentPreviewList';
import { useRemoteData } from '../data/use-remote-data';
import { PageTitle } from '../layout/PageTitle';
import { PageTitleSkeleton } from '../layout/PageTitleSkeleton';
import { useLanguage } from '../i18n/use-language';

/** /t/{sys_name}: a category (help center, articles, postal services, FAQ) and its records, 20 a page. */
export default function TaxonomyPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const sysName = useParams().taxonomy ?? '';
  const page = usePageParam();
  const taxonomy = useRemoteData(`/api/public/taxonomy/${sysName}`, (signal) => getTaxonomy(sysName, signal));
  const records = useRemoteData(
    `/api/public/taxonomy/${sysName}/content?page=${page}`,
    (signal) => listTaxonomyContent(sysName, page, signal),
    { keepPrevious: true },
  );
  const basePath = `/t/${sysName}`;

  return (
    <RemoteContent
      state={taxonomy.state}
      retry={taxonomy.retry}
      errorText={t('content.loadError')}
      skeleton={
        <>
          <PageTitleSkeleton />
          <SkeletonList />
        </>
      }
    >
      {(category) => {
        const text = taxonomyText(category, language);
        return (
          <div data-testid="taxonomy-page">
            <PageTitle title={text.name} titleLang={text.lang.name}>
              {text.summary && (
                <p className="pp-lead" lang={text.lang.summary}>
                  {text.summary}
                </p>
              )}
            </PageTitle>
            {text.description && <RichText className="pp-intro" html={text.description} lang={text.lang.description} />}
            {category.children.length > 0 && (
              <nav className="pp-subcategories" aria-label={t('content.subcategories')}>
                <ul>
                  {category.children.map((child) => {
                    const childText = taxonomyText(child, language);
                    return (
                      <li key={child._id}>
                        <Link className="pp-tag pp-tag--link" to={`/t/${child.sys_name}`} lang={childText.lang.name}>
                          {childText.name}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </nav>
            )}
            <RemoteContent
              state={records.state}
              retry={records.retry}
              errorText={t('content.listError')}
              skeleton={<SkeletonList />}
            >
              {({ records: items, total }) =>
                items.length === 0 ? (
                  <EmptyState />
                ) : (
                  <>
                    <ContentPreviewList records={items} basePath={basePath} />
                    <Pagination total={total} page={page} limit={LIST_PAGE_SIZE} />
                  </>
                )
              }
            </RemoteContent>
          </div>
        );
      }}
    </RemoteContent>
  );
}

function SkeletonList() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="skeleton">
      <p className="pp-visually-hidden" role="status">
        {t('common.loading')}
      </p>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="pp-skeleton pp-skeleton--card" />
      ))}
    </div>
  );
}
