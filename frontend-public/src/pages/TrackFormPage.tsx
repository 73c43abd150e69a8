import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../layout/PageTitle';
import { BatchResults } from '../tracking/BatchResults';
import { codesFromBatchParam } from '../tracking/tracking-code';
import { TrackingSearchForm } from '../tracking/TrackingSearchForm';

/** /track: the search form alone, and below it the batch view when several numbers were searched (?codes=). */
export default function TrackFormPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const codes = codesFromBatchParam(searchParams.get('codes'));
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
