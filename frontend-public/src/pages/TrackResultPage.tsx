import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useParams } from 'react-router';
import { ConfirmReceivedForm } from '../confirm/ConfirmReceivedForm';
import { FollowByEmailForm } from '../follow/FollowByEmailForm';
import { Link } from '../i18n/LocalizedLinks';
import { AdSlot } from '../ads/AdSlot';
import { PageTitle } from '../layout/PageTitle';
import { CarrierNotAnswering } from '../tracking/CarrierNotAnswering';
import { CarrierWebsiteLinks } from '../tracking/CarrierWebsiteLinks';
import { DetectedCarriers } from '../tracking/DetectedCarriers';
import { NoInformation } from '../tracking/NoInformation';
import { NotConnected } from '../tracking/NotConnected';
import { recordLookup } from '../tracking/saved-codes';
import { ShareBlock } from '../tracking/ShareBlock';
import { StallNotice } from '../tracking/StallNotice';
import {
  isShopifyOrderNumber,
  normalizeTrackingCode,
  SHOPIFY_ORDER_NAME,
  trackingInputProblem,
  trackingPath,
} from '../tracking/tracking-code';
import { resultCarriers, type TrackingResult } from '../tracking/tracking-status';
import { TrackingResultView } from '../tracking/TrackingResultView';
import { TrackingSkeleton } from '../tracking/TrackingSkeleton';
import { useResultDetection } from '../tracking/use-result-detection';
import { useTrackingLookup } from '../tracking/use-tracking-lookup';

/** /track/{code}: the detected carriers at once, then what the carriers say. */
export default function TrackResultPage() {
  const { t } = useTranslation();
  const code = normalizeTrackingCode(useParams().code ?? '');
  const problem = trackingInputProblem(code);
  return (
    <>
      <PageTitle
        title={code}
        eyebrow={t('track.eyebrow')}
        crumbs={[{ label: t('trackForm.title'), to: '/track' }]}
        description={t('track.metaDescription', { code })}
      />
      <div className="pp-result-layout">
        <div className="pp-result-layout__main">
          {isShopifyOrderNumber(code) ? (
            <NoInformation orderMarketplace={SHOPIFY_ORDER_NAME} />
          ) : problem ? (
            <div className="pp-notice pp-notice--error" role="alert">
              <p className="pp-notice__title">{t(`search.errors.${problem}`)}</p>
              <p>
                <Link to="/track">{t('track.tryAnother')}</Link>
              </p>
            </div>
          ) : (
            <TrackingLookup key={code} code={code} />
          )}
          <AdSlot slot="result" />
        </div>
        <div className="pp-result-layout__side">
          <ShareBlock path={trackingPath(code)} />
          <AdSlot slot="sidebar" />
        </div>
      </div>
    </>
  );
}

interface TrackingLookupProps {
  code: string;
}

function TrackingLookup({ code }: TrackingLookupProps) {
  const { t } = useTranslation();
  const detection = useResultDetection(code);
  const { state, retry } = useTrackingLookup(code);

  useEffect(() => {
    if (state.status === 'ready') recordLookup(code, state.result.status, resultCarriers(state.result));
  }, [code, state]);

  const orderMarketplace =
    (detection.status === 'ready' ? detection.detection.orderNumber?.name : undefined) ??
    (state.status === 'ready' ? state.result.detection.orderNumber?.name : undefined);
  const candidates =
    detection.status === 'ready'
      ? detection.detection.candidates
      : state.status === 'ready'
        ? state.result.detection.candidates
        : [];

  return (
    <>
      <DetectedCarriers state={detection} />
      {state.status === 'loading' && <TrackingSkeleton />}
      {state.status === 'invalid' && (
        <div className="pp-notice pp-notice--error" role="alert">
          <p className="pp-notice__title">{state.message}</p>
          <p>
            <Link to="/track">{t('track.tryAnother')}</Link>
          </p>
        </div>
      )}
      {state.status === 'error' && (
        <div className="pp-notice pp-notice--error" role="alert" data-testid="tracking-error">
          <p className="pp-notice__title">{t('track.errorTitle')}</p>
          <p>{t('track.errorText')}</p>
          <button type="button" className="pp-button" onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && state.result.lookupState === 'not-answering' && (
        <CarrierNotAnswering hasEvents={state.result.records.length > 0} />
      )}
      {state.status === 'ready' && state.result.lookupState === 'not-connected' && (
        <NotConnected
          candidates={candidates}
          hasEvents={state.result.records.length > 0}
          orderMarketplace={orderMarketplace}
        />
      )}
      {state.status === 'ready' &&
        (state.result.status === false && state.result.records.length === 0 ? (
          <>
            {showsNoInformation(state.result.lookupState) && <NoInformation orderMarketplace={orderMarketplace} />}
            <p className="pp-retrack-line">
              <button type="button" className="pp-link-button" onClick={retry}>
                {t('track.retrack')}
              </button>
            </p>
          </>
        ) : (
          <>
            {state.result.stall && <StallNotice stall={state.result.stall} />}
            <TrackingResultView result={state.result} onRetrack={retry} />
            <FollowByEmailForm code={code} />
          </>
        ))}
      {state.status === 'ready' &&
        state.result.lookupState === 'not-connected' &&
        state.result.status !== 'delivered' && (
          <ConfirmReceivedForm code={code} firstEventSeconds={state.result.records.at(-1)?.EventDate} />
        )}
      <CarrierWebsiteLinks candidates={candidates} />
    </>
  );
}

/** The spec's no-information view is for numbers the carriers were asked about (or no carrier format matches). */
function showsNoInformation(lookupState: TrackingResult['lookupState']): boolean {
  return lookupState !== 'not-answering' && lookupState !== 'not-connected';
}
