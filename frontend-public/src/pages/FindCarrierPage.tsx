import { useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from '../i18n/LocalizedLinks';
import { Pagination, pageCount } from '../components/Pagination';
import { usePageParam } from '../components/use-page-param';
import { PageTitle } from '../layout/PageTitle';
import { useLanguage } from '../i18n/use-language';
import { OrderNumberWarning } from '../tracking/OrderNumberWarning';
import {
  isShopifyOrderNumber,
  SHOPIFY_ORDER_NAME,
  trackingInputProblem,
  trackingPath,
  type TrackingInputProblem,
} from '../tracking/tracking-code';
import { useCarrierFormats, type CarrierFormat } from '../tracking/use-carrier-formats';
import { useDetection, type DetectionState } from '../tracking/use-detection';

const PAGE_SIZE = 20;
const DETECT_DELAY_MS = 300;

/** /find-carrier-by-tracking-number: detection as you type, and the table of formats it knows. */
export default function FindCarrierPage() {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const inputId = useId();
  const hintId = useId();
  const shopify = isShopifyOrderNumber(number);
  const trimmed = number.trim();
  // What the API would refuse is explained here, in the page's language, without asking.
  const problem = shopify || trimmed === '' ? null : trackingInputProblem(trimmed);
  // `#` is refused by the API, so a Shopify order number is recognised here without asking.
  const detection = useDetection(shopify || problem ? '' : trimmed, DETECT_DELAY_MS);

  return (
    <>
      <PageTitle title={t('findCarrier.title')}>
        <p className="pp-lead">{t('findCarrier.lead')}</p>
      </PageTitle>
      <section className="pp-card pp-detector" aria-labelledby="pp-detector-title">
        <h2 id="pp-detector-title" className="pp-card__title">
          {t('findCarrier.detectTitle')}
        </h2>
        <label className="pp-field-label" htmlFor={inputId}>
          {t('findCarrier.inputLabel')}
        </label>
        <input
          id={inputId}
          className="pp-input pp-input--large"
          value={number}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={hintId}
          onChange={(event) => setNumber(event.target.value)}
        />
        <div id={hintId} className="pp-detector__result" aria-live="polite" data-testid="detector-result">
          {shopify ? (
            <OrderNumberWarning marketplace={SHOPIFY_ORDER_NAME} />
          ) : problem ? (
            <InputProblem problem={problem} />
          ) : (
            <DetectionOutcome state={detection} />
          )}
        </div>
      </section>
      <FormatsTable />
    </>
  );
}

interface InputProblemProps {
  problem: TrackingInputProblem;
}

function InputProblem({ problem }: InputProblemProps) {
  const { t } = useTranslation();
  return <p className="pp-field-error">{t(`search.errors.${problem}`)}</p>;
}

interface DetectionOutcomeProps {
  state: DetectionState;
}

function DetectionOutcome({ state }: DetectionOutcomeProps) {
  const { t } = useTranslation();
  switch (state.status) {
    case 'idle':
      return <p className="pp-muted">{t('findCarrier.idle')}</p>;
    case 'loading':
      return <p className="pp-muted">{t('findCarrier.detecting')}</p>;
    case 'invalid':
      return <p className="pp-field-error">{state.message}</p>;
    case 'error':
      return <p className="pp-field-error">{t('findCarrier.error')}</p>;
    case 'ready': {
      const { candidates, orderNumber, number } = state.detection;
      return (
        <>
          {orderNumber && <OrderNumberWarning marketplace={orderNumber.name} />}
          {candidates.length === 0 ? (
            !orderNumber && <p>{t('findCarrier.noMatch')}</p>
          ) : (
            <ul className="pp-candidates">
              {candidates.map((candidate) => (
                <li key={`${candidate.carrier}-${candidate.service ?? ''}`} className="pp-candidates__item">
                  <strong>{candidate.name}</strong>
                  {candidate.service && <span className="pp-muted"> · {candidate.service}</span>}
                  <span className={`pp-confidence pp-confidence--${candidate.confidence}`}>
                    {t(`detected.confidence.${candidate.confidence}`)}
                  </span>
                  {candidate.checksumValid === true && (
                    <span className="pp-confidence pp-confidence--high">{t('findCarrier.checkDigitValid')}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {candidates.length > 0 && (
            <Link className="pp-button" to={trackingPath(number)}>
              {t('findCarrier.trackIt', { code: number })}
            </Link>
          )}
        </>
      );
    }
  }
}

function FormatsTable() {
  const { t } = useTranslation();
  const { state, retry } = useCarrierFormats();
  const requestedPage = usePageParam();

  return (
    <section className="pp-card" aria-labelledby="pp-formats-title">
      <h2 id="pp-formats-title" className="pp-card__title">
        {t('findCarrier.tableTitle')}
      </h2>
      <p className="pp-muted">{t('findCarrier.tableLead')}</p>
      {state.status === 'loading' && (
        <div aria-busy="true">
          <p className="pp-visually-hidden" role="status">
            {t('common.loading')}
          </p>
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="pp-skeleton pp-skeleton--line" />
          ))}
        </div>
      )}
      {(state.status === 'error' || state.status === 'not-found') && (
        <div className="pp-notice pp-notice--error" role="alert">
          <p>{t('findCarrier.tableError')}</p>
          <button type="button" className="pp-button" onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="pp-muted">{t('common.noRecords')}</p>
        ) : (
          <FormatsPage formats={state.data} page={Math.min(requestedPage, pageCount(state.data.length, PAGE_SIZE))} />
        ))}
    </section>
  );
}

interface FormatsPageProps {
  formats: readonly CarrierFormat[];
  page: number;
}

/** "12", or "15–21" for a format of several lengths. */
function lengthRange(lengths: readonly number[]): { text: string; longest: number } {
  const shortest = Math.min(...lengths);
  const longest = Math.max(...lengths);
  return { text: shortest === longest ? String(longest) : `${shortest}–${longest}`, longest };
}

function FormatsPage({ formats, page }: FormatsPageProps) {
  const { t } = useTranslation();
  // The descriptions are the API's technical English; other languages get the translated summary line only.
  const english = useLanguage() === 'en';
  const shown = formats.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <>
      <div className="pp-table-wrap">
        <table className="pp-table" data-testid="formats-table">
          <thead>
            <tr>
              <th scope="col">{t('findCarrier.carrier')}</th>
              <th scope="col">{t('findCarrier.format')}</th>
              <th scope="col">{t('findCarrier.example')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((format) => {
              const length = lengthRange(format.lengths);
              return (
                <tr key={format.id}>
                  <td>{format.carrierName}</td>
                  <td>
                    {format.name}
                    <span className="pp-table__note">
                      {t('findCarrier.length', { count: length.longest, length: length.text })}
                      {' · '}
                      {format.checkDigit ? t('findCarrier.withCheckDigit') : t('findCarrier.noCheckDigit')}
                      {' · '}
                      {t(`detected.confidence.${format.confidence}`)}
                    </span>
                    {english && <span className="pp-table__note">{format.description}</span>}
                  </td>
                  <td>{format.examples[0] && <code className="pp-code-sample">{format.examples[0]}</code>}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pagination total={formats.length} page={page} limit={PAGE_SIZE} />
    </>
  );
}
