import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RemoteContent } from '../components/RemoteContent';
import { RichText } from '../components/RichText';
import { getTaxonomy, getTaxonomyContent, type ContentRecord } from '../content/content-api';
import { useRemoteData } from '../data/use-remote-data';
import { courierPath } from '../directory/carriers-api';
import { PageTitle } from '../layout/PageTitle';
import { PageTitleSkeleton } from '../layout/PageTitleSkeleton';

/** /t/{sys_name}/{seo_url}: one published record of a category. */
export default function ContentRecordPage() {
  const { t } = useTranslation();
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
        <article className="pp-article" data-testid="content-record">
          <PageTitle
            title={record.title}
            crumbs={[{ label: category.name, to: listPath }]}
            description={record.short_description}
          >
            {record.short_description && <p className="pp-lead">{record.short_description}</p>}
          </PageTitle>
          {record.mainImage && <img className="pp-article__image" src={record.mainImage} alt="" />}
          <RichText className="pp-article__body" html={record.description} />
          <RecordLinks record={record} />
          <p className="pp-article__back">
            <Link to={listPath}>{t('content.backTo', { name: category.name })}</Link>
          </p>
        </article>
      )}
    </RemoteContent>
  );
}

interface RecordLinksProps {
  record: ContentRecord;
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
function RecordLinks({ record }: RecordLinksProps) {
  const { t } = useTranslation();
  const fields = record.customFields;
  const carrierCode = typeof fields['carrier-code'] === 'string' ? fields['carrier-code'] : null;
  const website = webLink(fields['official-website']) ?? webLink(fields['source-link']);
  if (!carrierCode && !website) return null;
  return (
    <ul className="pp-article__links">
      {carrierCode && (
        <li>
          <Link to={courierPath(carrierCode)}>{t('content.trackWith', { name: record.title })}</Link>
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
