import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageTitle } from '../layout/PageTitle';
import { BatchResults } from '../tracking/BatchResults';
import { codesFromBatchParam, trackingPath } from '../tracking/tracking-code';
import { useServerRedirect } from '../ssr/use-server-redirect';
import { TrackingSearchForm } from '../tracking/TrackingSearchForm';

/** /track: the search form alone, and below it the batch view when several numbers were searched (?codes=). */
export default function TrackFormPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const codes = codesFromBatchParam(searchParams.get('codes'));
  // One number (the search form sent without JavaScript) has its own page.
  const single = codes.length === 1 ? trackingPath(codes[0]) : undefined;
  useServerRedirect(single, { permanent: false });
  if (single) return <Navigate to={single} replace />;
  return (
    <>
      <PageTitle title={codes.length > 1 ? t('batch.pageTitle') : t('trackForm.title')} />
      <div className="pp-track-form">
        <TrackingSearchForm />
      </div>
      {codes.length > 0 && <BatchResults codes={codes} />}
    </>
  );
}
