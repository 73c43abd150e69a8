import { useTranslation } from '../i18n/use-translation';
import { Navigate, useSearchParams } from 'react-router';
import { PageTitle } from '../layout/PageTitle';
import { BatchResults } from '../tracking/BatchResults';
import { codesFromBatchParam, MAX_BATCH_CODES, trackingPath } from '../tracking/tracking-code';
import { useServerRedirect } from '../ssr/use-server-redirect';
import { TrackingSearchForm } from '../tracking/TrackingSearchForm';

/** /track: the search form alone, and below it the batch view when several numbers were searched (?codes=). */
export default function TrackFormPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const param = searchParams.get('codes');
  const codes = codesFromBatchParam(param);
  const tooMany = codes.length > MAX_BATCH_CODES;
  // Sent without JavaScript, the form asks the server; what it refused is shown again with the reason.
  const refused = param === null ? undefined : tooMany ? 'tooMany' : codes.length === 0 ? 'empty' : undefined;
  // One number (the search form sent without JavaScript) has its own page.
  const single = codes.length === 1 ? trackingPath(codes[0]) : undefined;
  useServerRedirect(single, { permanent: false });
  if (single) return <Navigate to={single} replace />;
  return (
    <>
      <PageTitle title={codes.length > 1 && !tooMany ? t('batch.pageTitle') : t('trackForm.title')} />
      <div className="pp-track-form">
        <TrackingSearchForm key={param ?? ''} refused={refused && { value: param ?? '', reason: refused }} />
      </div>
      {codes.length > 0 && !tooMany && <BatchResults codes={codes} />}
    </>
  );
}
