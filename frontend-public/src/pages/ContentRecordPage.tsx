import { useTranslation } from '../i18n/use-translation';
import { useParams } from 'react-router';
import { Link } from '../i18n/LocalizedLinks';
import { RemoteContent } from '../components/RemoteContent';
import { RichText } from '../components/RichText';
import { contentText, getTaxonomy, getTaxonomyContent, taxonomyText, type ContentRecord } from '../content/content-api';
import { useRemoteData } from '../data/use-remote-data';
import { courierPath } from '../directory/carriers-api';
import { PageTitle } from '../layout/PageTitle';
import { PageTitleSkeleton } from '../layout/PageTitleSkeleton';
import { useLanguage } from '../i18n/use-language';

/** /t/{sys_name}/{seo_url}: one published record of a category. */
export default function ContentRecordPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { taxonomy: sysName = '', seoUrl = '' } = useParams();
  const { state, retry } = useRemoteData(`/api/public/taxonomy/${sysName}/content/${seoUrl}`, async (signal) => {
    const [category, record] = await Promise.all([
      getTaxonomy(sysName, signal),
      getTaxonomyContent(sysName, seoUrl, signal),
    ]);
    return { category, record };
  });
  const listPath = `/t/${sysName}`;

  return (
    <RemoteContent
      state={state}
      retry={retry}
      errorText={t('content.loadError')}
      skeleton={
        <>
          <PageTitleSkeleton />
          <div className="pp-skeleton pp-skeleton--panel" />
        </>
      }
    >
      {({ category, record }) => (
        <ContentRecordArticle
          record={record}
          categoryName={taxonomyText(category, language).name}
          listPath={listPath}
        />
      )}
    </RemoteContent>
  );
}

interface ContentRecordArticleProps {
  record: ContentRecord;
  categoryName: string;
  listPath: string;
}

function ContentRecordArticle({ record, categoryName, listPath }: ContentRecordArticleProps) {
  const { t } = useTranslation();
  const text = contentText(record, useLanguage());
  return (
    <article className="pp-article" data-testid="content-record">
      <PageTitle
        title={text.title}
        titleLang={text.lang.title}
        crumbs={[{ label: categoryName, to: listPath }]}
        description={text.summary}
      >
        {text.summary && (
          <p className="pp-lead" lang={text.lang.summary}>
            {text.summary}
          </p>
        )}
      </PageTitle>
      {record.mainImage && <img className="pp-article__image" src={record.mainImage} alt="" />}
      <RichText className="pp-article__body" html={text.body} lang={text.lang.body} />
      <RecordLinks record={record} title={text.title} />
      <p className="pp-article__back">
        <Link to={listPath}>{t('content.backTo', { name: categoryName })}</Link>
      </p>
    </article>
  );
}

interface RecordLinksProps {
  record: ContentRecord;
  /** The record's title in the page's language. */
  title: string;
}

function webLink(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The custom fields of the seeded content types that point somewhere: a carrier, an official site, a source. */
function RecordLinks({ record, title }: RecordLinksProps) {
  const { t } = useTranslation();
  const fields = record.customFields;
  const carrierCode = typeof fields['carrier-code'] === 'string' ? fields['carrier-code'] : null;
  const website = webLink(fields['official-website']) ?? webLink(fields['source-link']);
  if (!carrierCode && !website) return null;
  return (
    <ul className="pp-article__links">
      {carrierCode && (
        <li>
          <Link to={courierPath(carrierCode)}>{t('content.trackWith', { name: title })}</Link>
        </li>
      )}
      {website && (
        <li>
          <a href={website} target="_blank" rel="noopener noreferrer">
            {fields['official-website'] ? t('content.officialWebsite') : t('content.source')}
          </a>
        </li>
      )}
    </ul>
  );
}
