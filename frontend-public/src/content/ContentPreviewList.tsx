import { Link } from '../i18n/LocalizedLinks';
import { previewText } from '../components/preview-text';
import { useLanguage } from '../i18n/use-language';
import { contentText, type ContentRecord } from './content-api';

export interface ContentPreviewListProps {
  records: readonly ContentRecord[];
  /** The list's own path: each item links to `{basePath}/{seo_url}` (docs/product-spec.md §2). */
  basePath: string;
}

/** Content records as titled previews (cut at 300 characters) linking to their pages. */
export function ContentPreviewList({ records, basePath }: ContentPreviewListProps) {
  const language = useLanguage();
  return (
    <ul className="pp-content-list" data-testid="content-list">
      {records.map((record) => {
        const text = contentText(record, language);
        const preview = previewText(text.summary || text.body);
        return (
          <li key={record._id} className="pp-content-list__item">
            <h2 className="pp-content-list__title" lang={text.lang.title}>
              <Link to={`${basePath}/${encodeURIComponent(record.seo_url)}`}>{text.title}</Link>
            </h2>
            {preview && (
              <p className="pp-content-list__preview" lang={text.summary ? text.lang.summary : text.lang.body}>
                {preview}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
